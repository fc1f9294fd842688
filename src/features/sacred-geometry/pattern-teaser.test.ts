import { describe, expect, it } from 'vitest';
import { PATTERNS } from '@core/features/sacred-geometry/patterns';
import { TEASER_LENGTH, patternTeaser } from './pattern-teaser';

describe('patternTeaser', () => {
  it('keeps a short description whole', () => {
    expect(patternTeaser('Six circles around a seventh.')).toBe('Six circles around a seventh.');
  });

  it('cuts a long description at a word, never inside one, and marks the cut', () => {
    const description = `${'circle '.repeat(12)}around, a seventh of the same size drawn last`;
    const teaser = patternTeaser(description);
    expect(teaser.endsWith('…')).toBe(true);
    expect(teaser.length).toBeLessThanOrEqual(TEASER_LENGTH + 1);
    expect(description.startsWith(teaser.slice(0, -1))).toBe(true);
    expect(teaser).not.toMatch(/[\s,]…$/);
    expect(description.charAt(teaser.length - 1)).toMatch(/[\s,]/);
  });

  it('shortens every pattern’s description to a start of it', () => {
    for (const pattern of PATTERNS) {
      const teaser = patternTeaser(pattern.description);
      expect(teaser.length, pattern.id).toBeLessThanOrEqual(TEASER_LENGTH + 1);
      expect(pattern.description.startsWith(teaser.slice(0, -1)), pattern.id).toBe(true);
    }
  });
});
