import { describe, expect, it } from 'vitest';
import { maskSentence, maskedSentencesOf } from './masked-sentences';

describe('maskSentence', () => {
  it('makes sentences that differ only by filled-in names compare equal', () => {
    const leo = maskSentence('leo, the moon in virgo lights your 6th house until dec 12.');
    const aries = maskSentence('aries, the moon in gemini lights your third house until january 3.');
    expect(leo).toBe(aries);
    expect(leo).toBe('‹sign›, the ‹planet› in ‹sign› lights your ‹n› house until ‹date› ‹n›.');
  });

  it('keeps the words a writer chose', () => {
    expect(maskSentence('mars asks you to finish the draft')).not.toBe(
      maskSentence('mars asks you to start the draft'),
    );
  });
});

describe('maskedSentencesOf', () => {
  it('masks every sentence of a markdown reading and leaves headings out', () => {
    expect(maskedSentencesOf('## Today\n\nVenus meets Saturn at 12° Pisces today.')).toEqual([
      '‹planet› meets ‹planet› at ‹n› ‹sign› today.',
    ]);
  });
});
