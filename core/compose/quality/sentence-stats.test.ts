import { describe, expect, it } from 'vitest';
import { repetitionWithin, sentencesOf, sharedSentenceRate } from './sentence-stats';

describe('sentencesOf', () => {
  it('leaves out section headings, which frame every reading alike', () => {
    expect(sentencesOf('## Where the planets stand today\n\nThe Moon is in Taurus today.')).toEqual([
      'the moon is in taurus today.',
    ]);
  });

  it('strips markdown and splits sentences, ignoring short fragments', () => {
    expect(
      sentencesOf('**A bright day ahead**\n\nThe Moon is in Taurus today. Rest well, friend! Yes.'),
    ).toEqual(['a bright day ahead', 'the moon is in taurus today.']);
  });
});

describe('sharedSentenceRate', () => {
  it('counts sentences that stand in more than one reading', () => {
    const result = sharedSentenceRate([
      'The sky is wide open today. Aries moves first and fast.',
      'The sky is wide open today. Taurus waits for the ripe moment.',
      'Gemini asks three questions before lunch.',
    ]);
    expect(result).toMatchObject({ shared: 2, total: 5 });
    expect(result.rate).toBeCloseTo(0.4);
  });
});

describe('repetitionWithin', () => {
  it('counts a sentence that returns inside the window but not one that returns after it', () => {
    const day = (extra: string) => `A steady line that comes back. ${extra} is a fresh thought here.`;
    expect(repetitionWithin([day('One'), day('Two')], 7).repeats).toBe(1);
    const spaced = [
      day('One'),
      ...Array.from({ length: 7 }, (_, index) => `Filler sentence number ${index} today.`),
    ];
    spaced.push(day('Nine'));
    expect(repetitionWithin(spaced, 7).repeats).toBe(0);
  });
});
