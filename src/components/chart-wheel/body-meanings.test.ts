import { describe, expect, it } from 'vitest';
import { bodyMeanings } from './body-meanings';
import { WHEEL_BODY_IDS } from './wheel-types';

describe('bodyMeanings', () => {
  it('covers every body with a name, a text-style glyph and one or two sentences', () => {
    expect(Object.keys(bodyMeanings).sort()).toEqual([...WHEEL_BODY_IDS].sort());
    for (const id of WHEEL_BODY_IDS) {
      const { name, glyph, meaning } = bodyMeanings[id];
      expect(name, id).not.toBe('');
      expect(glyph.endsWith('\uFE0E'), `${id} glyph needs the text presentation selector`).toBe(true);
      const sentences = meaning.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, `${id}: ${meaning}`).toBeGreaterThanOrEqual(1);
      expect(sentences.length, `${id}: ${meaning}`).toBeLessThanOrEqual(2);
    }
  });
});
