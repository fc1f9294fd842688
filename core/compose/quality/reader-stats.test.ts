import { describe, expect, it } from 'vitest';
import { maskedSharing, openingOf, repeatsOverDays, wordCount } from './reader-stats';

describe('repeatsOverDays', () => {
  const day = (date: string, text: string) => ({ date, text });

  it('counts a sentence met again within the window, and any sentence met before', () => {
    const result = repeatsOverDays(
      [
        day('2026-12-01', 'The same line comes back later. A first fresh line here.'),
        day('2026-12-20', 'The same line comes back later. A second fresh line here.'),
        day('2027-01-25', 'The same line comes back later. A third fresh line here.'),
      ],
      30,
    );
    expect(result).toMatchObject({ repeats: 1, seenBefore: 2, total: 6 });
  });

  it('reads a period reading opened on two days of its period once', () => {
    const week = 'This week the Moon moves through three signs. It asks for patience.';
    expect(repeatsOverDays([day('2026-12-01', week), day('2026-12-02', week)], 30).total).toBe(2);
  });
});

describe('maskedSharing', () => {
  it('counts sentences shared once names are masked', () => {
    const result = maskedSharing([
      'Leo, the Moon in Virgo asks for order. Finish one drawer before noon.',
      'Aries, the Moon in Gemini asks for order. Call a friend back today.',
    ]);
    expect(result).toMatchObject({ shared: 2, total: 4 });
  });
});

describe('openingOf and wordCount', () => {
  it('reads the masked first sentence and counts words without markdown', () => {
    expect(openingOf('**Leo, today is yours**\n\nMore text follows here.')).toBe('‹sign›, today is yours');
    expect(wordCount('## A heading\n\n*One* two, three.')).toBe(5);
  });
});
