import { describe, expect, it } from 'vitest';
import { TEASER_LENGTH, descriptionTeaser } from './description-teaser';

describe('descriptionTeaser', () => {
  it('keeps a short description whole', () => {
    expect(descriptionTeaser('Six circles around a seventh.')).toBe('Six circles around a seventh.');
  });

  it('cuts a long description at a word, never inside one, and marks the cut', () => {
    const description = `${'circle '.repeat(12)}around, a seventh of the same size drawn last`;
    const teaser = descriptionTeaser(description);
    expect(teaser.endsWith('…')).toBe(true);
    expect(teaser.length).toBeLessThanOrEqual(TEASER_LENGTH + 1);
    expect(description.startsWith(teaser.slice(0, -1))).toBe(true);
    expect(teaser).not.toMatch(/[\s,]…$/);
    expect(description.charAt(teaser.length - 1)).toMatch(/[\s,]/);
  });

  it('cuts a description with no space in reach at the length itself', () => {
    const teaser = descriptionTeaser('x'.repeat(200));
    expect(teaser).toBe(`${'x'.repeat(TEASER_LENGTH)}…`);
  });
});
