import { describe, expect, it } from 'vitest';
import { lintReading } from '../../../compose/quality/composer-lint';
import { maskedSharing, repeatsOverDays, wordCount } from '../../../compose/quality/reader-stats';
import { falseSkyClaims, spanOf } from '../../../compose/quality/sky-claims';
import { SIGN_IDS } from '../../../content/signs';
import { addDays } from '../../../time/calendar-date';
import { angelOfTheDay } from '../angel-of-the-day';
import { dailyMessageMarkdown } from '../daily-message-text';
import { composeOfflineDailyMessage } from './daily-message';

const markdownOf = (sign: (typeof SIGN_IDS)[number] | undefined, date: string) =>
  dailyMessageMarkdown(composeOfflineDailyMessage({ sign, date, now: 0 }));

describe('composeOfflineDailyMessage', () => {
  it('names the angel present today for the sign, not always the Guardian Angel', () => {
    const seen = new Set<string>();
    for (const sign of SIGN_IDS)
      for (let day = 0; day < 3; day += 1) {
        const date = addDays('2026-11-24', day);
        const message = composeOfflineDailyMessage({ sign, date, now: 0 });
        expect(message.angel, `${sign} ${date}`).toBe(angelOfTheDay(sign, date));
        seen.add(message.angel);
      }
    expect(seen.size).toBeGreaterThan(3);
  });

  it('greets a named visitor and keeps the angel’s name capitalised', () => {
    const message = composeOfflineDailyMessage({
      sign: 'leo',
      name: 'Ann',
      date: '2026-11-24',
      now: 0,
    }).message;
    expect(message).toMatch(/^Dear Ann, /);
    expect(message).not.toMatch(/\b(?:michael|jophiel|raziel)\b/);
  });

  it('writes at least 120 words, without lint faults, every day for every sign', () => {
    for (const sign of [...SIGN_IDS, undefined])
      for (let day = 0; day < 40; day += 1) {
        const text = markdownOf(sign, addDays('2027-01-05', day));
        expect(wordCount(text), text).toBeGreaterThanOrEqual(120);
        expect(lintReading(text), text).toEqual([]);
      }
  });

  it('gives one sign no sentence twice within 30 days', () => {
    for (const sign of SIGN_IDS) {
      const readings = Array.from({ length: 45 }, (_, day) => {
        const date = addDays('2027-03-01', day);
        return { date, text: markdownOf(sign, date) };
      });
      const { repeats, examples } = repeatsOverDays(readings, 30);
      expect(repeats, `${sign}: ${examples.join(' | ')}`).toBe(0);
    }
  });

  it('keeps the twelve signs’ masked sentences apart on one day, and its Moon true', () => {
    for (const date of ['2026-12-09', '2027-02-14', '2027-05-20']) {
      const readings = SIGN_IDS.map((sign) => markdownOf(sign, date));
      expect(maskedSharing(readings).rate).toBeLessThanOrEqual(0.15);
      for (const text of readings) expect(falseSkyClaims(text, spanOf(date))).toEqual([]);
    }
  });
});
