import { describe, expect, it } from 'vitest';
import { stripMarkdown, repetitionWithin, sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { signSkyFor } from '../../compose/sign-sky';
import { SIGN_IDS } from '../../content/signs';
import { addDays } from '../../time/calendar-date';
import { maskedSharing, repeatsOverDays } from '../../compose/quality/reader-stats';
import { LOTTERY_IDS } from './lotteries';
import { composeLuckyReading } from './lucky-reading';
import { sampleLuckyRequest } from './quality-sample-fixtures';

/**
 * The composer budget for the lucky-number analysis: twelve signs on one date share under 5 %
 * of sentences, one sign repeats no sentence within 7 consecutive days, every reading is at
 * least 120 words and names the real sky.
 */
const DATES = Array.from({ length: 30 }, (_, index) => addDays('2026-01-05', index * 23));
const words = (markdown: string) => stripMarkdown(markdown).split(/\s+/).filter(Boolean).length;

describe('lucky-number analysis variety budget', () => {
  it.each(['irish-lotto', 'powerball', 'euromillions'] as const)(
    '%s: twelve signs share under 5 percent of sentences on each of 30 dates',
    (lottery) => {
      const failures = DATES.flatMap((date) => {
        const stats = sharedSentenceRate(
          SIGN_IDS.map((sign) => composeLuckyReading(sampleLuckyRequest(sign, lottery, date)).markdown),
        );
        return stats.rate < 0.05 ? [] : [`${date}: ${stats.examples.join(' | ')}`];
      });
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );

  it('repeats no sentence of one sign within 7 consecutive days', () => {
    const failures = SIGN_IDS.flatMap((sign) => {
      const readings = Array.from(
        { length: 21 },
        (_, day) =>
          composeLuckyReading(sampleLuckyRequest(sign, 'irish-lotto', addDays('2026-11-01', day))).markdown,
      );
      const stats = repetitionWithin(readings, 7);
      return stats.repeats === 0 ? [] : [`${sign}: ${stats.examples.join(' | ')}`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('writes at least 120 words, names Jupiter’s solar house and the Moon, and the odds', () => {
    for (const lottery of LOTTERY_IDS) {
      for (const sign of SIGN_IDS) {
        const date = addDays('2026-02-01', SIGN_IDS.indexOf(sign) * 7);
        const reading = composeLuckyReading(sampleLuckyRequest(sign, lottery, date));
        const where = `${sign} ${lottery} ${date}`;
        expect(words(reading.body), where).toBeGreaterThanOrEqual(120);
        const jupiter = signSkyFor(sign, date).planets.jupiter;
        expect(reading.body, where).toMatch(new RegExp(`${jupiter.degree}° \\w+`));
        expect(reading.body, where).toContain(`solar house`);
        expect(reading.body, where).toContain('Jupiter');
        expect(reading.body, where).toMatch(/Moon/);
        expect(reading.body, where).toMatch(/1 in \d{1,3}(,\d{3})+/);
      }
    }
  });

  it('reads as written: no empty slots, article slips or doubled words', () => {
    for (const sign of SIGN_IDS) {
      for (const day of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) {
        const text = stripMarkdown(
          composeLuckyReading(sampleLuckyRequest(sign, 'daily-million', addDays('2026-06-01', day))).markdown,
        );
        expect(text).not.toMatch(/[{}]|undefined|NaN|\s,|\.\.| {2}/);
        expect(text).not.toMatch(/\ba [aeiou]|\ban [^aeiouh\s]|\b(\w+) \1\b/i);
      }
    }
  });

  it('is the same reading for the same request', () => {
    const request = sampleLuckyRequest('virgo', 'powerball', '2026-10-10');
    expect(composeLuckyReading(request)).toEqual(composeLuckyReading(request));
    const reversed = {
      ...request,
      numbers: { main: [...request.numbers.main].reverse(), bonus: request.numbers.bonus },
    };
    expect(composeLuckyReading(reversed).markdown).toBe(composeLuckyReading(request).markdown);
  });

  it('keeps one sign’s lottery tabs of a day apart once numbers are masked (issue 24)', () => {
    for (const sign of SIGN_IDS)
      for (const date of ['2026-12-04', '2027-03-17']) {
        const { rate, examples } = maskedSharing(
          LOTTERY_IDS.map((lottery) => composeLuckyReading(sampleLuckyRequest(sign, lottery, date)).markdown),
        );
        expect(rate, `${sign} ${date}: ${examples.join(' | ')}`).toBeLessThanOrEqual(0.1);
      }
  });

  it('a returning reader meets no sentence twice within 30 days', () => {
    const failures: string[] = [];
    for (const lottery of ['irish-lotto', 'euromillions'] as const)
      for (const sign of SIGN_IDS) {
        const readings = Array.from({ length: 40 }, (_, day) => {
          const date = addDays('2027-01-10', day);
          return { date, text: composeLuckyReading(sampleLuckyRequest(sign, lottery, date)).markdown };
        });
        const { repeats, examples } = repeatsOverDays(readings, 30);
        if (repeats > 2) failures.push(`${lottery} ${sign}: ${examples.join(' | ')}`);
      }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
