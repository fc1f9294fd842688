import { describe, expect, it } from 'vitest';
import { stripMarkdown, repetitionWithin, sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { maskedSharing, repeatsOverDays } from '../../compose/quality/reader-stats';
import { SIGN_IDS, type SignId } from '../../content/signs';
import { type IsoDate, addDays } from '../../time/calendar-date';
import { composeCompatibilityReading } from './compatibility-reading';

/**
 * The composer budget for compatibility: the twelve partners of one sign read on one date share
 * under 5 % of their sentences, one pair read on consecutive days repeats no sentence within a
 * week, and every reading is long enough and reads as written.
 */
const read = (firstSign: SignId, secondSign: SignId, date: IsoDate) =>
  composeCompatibilityReading({ firstSign, secondSign, date }).markdown;

const SPREAD_DATES = Array.from({ length: 30 }, (_, index) => addDays('2026-01-05', index * 23));

describe('compatibility variety budget', () => {
  it.each(SIGN_IDS)(
    '%s with each of the twelve signs shares under 5 percent of sentences on 30 dates',
    (first) => {
      const failures = SPREAD_DATES.flatMap((date) => {
        const stats = sharedSentenceRate(SIGN_IDS.map((second) => read(first, second, date)));
        return stats.rate < 0.05
          ? []
          : [`${date}: ${stats.shared}/${stats.total}, e.g. ${stats.examples.join(' | ')}`];
      });
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );

  it('one pair repeats no sentence within 7 consecutive days over 30 days', () => {
    for (const [first, second] of [
      ['leo', 'aquarius'],
      ['taurus', 'taurus'],
      ['pisces', 'virgo'],
      ['gemini', 'scorpio'],
    ] as const) {
      const days = Array.from({ length: 30 }, (_, day) => read(first, second, addDays('2026-03-01', day)));
      const stats = repetitionWithin(days, 7);
      expect(stats.repeats, `${first}-${second}: ${stats.examples.join(' | ')}`).toBe(0);
    }
  });
});

describe('the returning reader of compatibility (issue 24)', () => {
  const DAYS = Array.from({ length: 30 }, (_, day) => addDays('2027-02-01', day));

  it('one sign read with one partner meets no sentence twice in 30 days', () => {
    for (const first of ['gemini', 'scorpio', 'capricorn'] as const) {
      const stats = repeatsOverDays(
        DAYS.map((date) => ({ date, text: read(first, 'scorpio', date) })),
        30,
      );
      expect(stats.repeats, `${first}: ${stats.examples.join(' | ')}`).toBe(0);
    }
  });

  it('the twelve signs read with one partner share under 15 percent of masked sentences', () => {
    for (const date of DAYS.filter((_, index) => index % 7 === 0)) {
      const stats = maskedSharing(SIGN_IDS.map((first) => read(first, 'scorpio', date)));
      expect(stats.rate, `${date}: ${stats.examples.join(' | ')}`).toBeLessThan(0.15);
    }
  });

  it('names the reader\u2019s sign instead of "your sign"', () => {
    const text = DAYS.map((date) => read('gemini', 'sagittarius', date)).join('\n');
    expect(text).not.toMatch(/your sign and/i);
    expect(text).toMatch(/Gemini and Sagittarius/);
  });
});

describe('compatibility reading', () => {
  const sample = SIGN_IDS.flatMap((first) =>
    SIGN_IDS.map((second, index) => ({ first, second, date: addDays('2026-06-01', index * 17) })),
  );

  it('is at least 120 words and reads as written for all 144 pairs', () => {
    for (const { first, second, date } of sample) {
      const text = stripMarkdown(read(first, second, date));
      const where = `${first}-${second} ${date}`;
      expect(text.split(/\s+/).filter(Boolean).length, where).toBeGreaterThanOrEqual(120);
      expect(text, where).not.toMatch(/[{}]|undefined|NaN|\s,|\.\.| {2}/);
      expect(text, where).not.toMatch(/\ba [aeio]|\ban [^aeiouh\s]|\b(\w+) \1\b/i);
      expect(text, where).not.toMatch(/\b(he|she|his|her)\b/i);
    }
  });

  it('names the real Venus, Mars and Moon of the date and the pair breakdown in its facts', () => {
    const reading = composeCompatibilityReading({
      firstSign: 'taurus',
      secondSign: 'leo',
      date: '2026-10-10',
    });
    expect(reading.body).toMatch(/Venus (?:retrograde )?at 7° Scorpio|7° Scorpio/);
    expect(reading.facts).toContain('Venus in the 7th solar house of Taurus and the 4th of Leo');
    expect(reading.facts[0]).toMatch(/^- Angle: Square, 3 signs apart/);
    expect(reading.markdown).toMatch(/^## Taurus & Leo, Oct 10\n/);
  });

  it('is the same reading for the same pair and date, and a different one for the swapped pair', () => {
    expect(read('virgo', 'aries', '2026-10-10')).toBe(read('virgo', 'aries', '2026-10-10'));
    expect(read('virgo', 'aries', '2026-10-10')).not.toBe(read('aries', 'virgo', '2026-10-10'));
  });
});
