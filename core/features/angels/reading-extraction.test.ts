import { describe, expect, it } from 'vitest';
import { divineGuidanceOf, mainMessageOf, readingHighlights } from './reading-extraction';

describe('the main message', () => {
  it('is the first sentence longer than 20 characters', () => {
    expect(mainMessageOf('Hello there. Your angels are close to you today. Listen well.')).toBe(
      'Your angels are close to you today.',
    );
  });

  it('skips a sentence of exactly 20 characters and takes one of 21', () => {
    const twenty = 'Angels are near you.';
    expect(twenty).toHaveLength(20);
    const twentyOne = 'Angels are close now.';
    expect(twentyOne).toHaveLength(21);
    expect(mainMessageOf(`${twenty} ${twentyOne} And then a much longer sentence follows.`)).toBe(twentyOne);
  });

  it('ignores headings, which are labels rather than sentences', () => {
    const text =
      '## Your Trinity Spread Reading With Three Angels\n\nBe brave. Michael stands beside you as you begin.';
    expect(mainMessageOf(text)).toBe('Michael stands beside you as you begin.');
  });

  it('reads through markdown emphasis and list markers', () => {
    expect(mainMessageOf('- **Gabriel** brings a message you have waited for!')).toBe(
      'Gabriel brings a message you have waited for!',
    );
  });

  it('falls back to the whole text when no sentence is long enough', () => {
    expect(mainMessageOf('Be calm. Be kind.')).toBe('Be calm. Be kind.');
    expect(mainMessageOf('')).toBe('');
  });
});

describe('the divine guidance', () => {
  const opening = 'Short intro.';
  const longParagraph =
    'Your angels ask you to slow down this week and notice the small signs that keep repeating around you.';

  it('is the paragraph under a Divine Guidance heading when the reading has one', () => {
    const text = [
      opening,
      longParagraph,
      '## Divine Guidance',
      'Trust the quiet nudge; it is leading you somewhere kind.',
    ].join('\n\n');
    expect(divineGuidanceOf(text)).toBe('Trust the quiet nudge; it is leading you somewhere kind.');
  });

  it('takes a heading that sits directly above its paragraph', () => {
    const text = `${longParagraph}\n\n**Divine Guidance**\nRest first, then choose.`;
    expect(divineGuidanceOf(text)).toBe('Rest first, then choose.');
  });

  it('is the rest of a paragraph that starts with the label', () => {
    const text = `${longParagraph}\n\n**Divine Guidance:** Say yes to the invitation.`;
    expect(divineGuidanceOf(text)).toBe('Say yes to the invitation.');
  });

  it('falls back to the first paragraph longer than 50 characters', () => {
    const fifty = 'x'.repeat(49) + '.';
    expect(fifty).toHaveLength(50);
    const text = [
      '# A heading that is long enough to pass fifty characters easily',
      opening,
      fifty,
      longParagraph,
    ].join('\n\n');
    expect(divineGuidanceOf(text)).toBe(longParagraph);
  });

  it('falls back to the whole text when no paragraph is long enough', () => {
    expect(divineGuidanceOf('Be calm.\n\nBe kind.')).toBe('Be calm. Be kind.');
  });
});

describe('reading highlights', () => {
  it('gives both at once', () => {
    const text =
      '## Angel Guidance Reading\n\nAll five angels are with you now. They have a great deal to say about the week ahead.\n\n### Divine Guidance\n\nMove at your own pace.';
    expect(readingHighlights(text)).toEqual({
      mainMessage: 'All five angels are with you now.',
      divineGuidance: 'Move at your own pace.',
    });
  });
});
