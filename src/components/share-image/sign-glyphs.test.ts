import { describe, expect, it } from 'vitest';
import { signGlyphsIn } from './sign-glyphs';

describe('signGlyphsIn', () => {
  it('gives the glyph of the sign a card names, drawn as text rather than emoji', () => {
    expect(signGlyphsIn('Daily reading for Leo')).toEqual(['♌\uFE0E']);
  });

  it('gives a pair in the order the card names them, from the title or the subtitle', () => {
    expect(signGlyphsIn('Soulmate Score', 'Gemini & Sagittarius')).toEqual(['♊\uFE0E', '♐\uFE0E']);
  });

  it('gives none when no sign is named, and does not read a sign inside another word', () => {
    expect(signGlyphsIn('Your tarot draw', undefined)).toEqual([]);
    expect(signGlyphsIn('Leonardo’s library')).toEqual([]);
  });
});
