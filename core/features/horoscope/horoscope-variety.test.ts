import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../../content/signs';
import type { Period } from '../../contract/common';
import { repetitionWithin, sentencesOf, sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { addDays } from '../../time/calendar-date';
import { composeHoroscope } from './compose-horoscope';

/**
 * The composer variety budget: the twelve signs' readings of one period share under 5% of
 * their sentences, and a sign's daily readings repeat no sentence within seven days.
 */
const BUDGET = 0.05;
const SAMPLES: Record<Period, string[]> = {
  // 61 days, twelve apart, across 2026–2027 (every weekday and Moon phase comes up).
  daily: Array.from({ length: 61 }, (_, index) => addDays('2026-01-03', index * 12)),
  // 21 Sunday–Saturday weeks, five weeks apart.
  weekly: Array.from({ length: 21 }, (_, index) => addDays('2026-01-04', index * 35)),
  // All 24 months of 2026–2027.
  monthly: Array.from(
    { length: 24 },
    (_, index) => `${2026 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`,
  ),
};

const markdownOf = (sign: (typeof SIGN_IDS)[number], period: Period, date: string) =>
  composeHoroscope({ sign, period, date }).markdown;

/** The sentences of a period that stand in more than one sign's reading, with the signs. */
function sharedReport(period: Period, date: string): string {
  const owners = new Map<string, string[]>();
  for (const sign of SIGN_IDS)
    for (const sentence of new Set(sentencesOf(markdownOf(sign, period, date))))
      owners.set(sentence, [...(owners.get(sentence) ?? []), sign]);
  return [...owners]
    .filter(([, signs]) => signs.length > 1)
    .map(([sentence, signs]) => `  [${signs.join(', ')}] ${sentence}`)
    .join('\n');
}

describe('horoscope variety budget', () => {
  it.each(['daily', 'weekly', 'monthly'] as const)(
    'keeps the twelve signs’ %s readings of one period apart (shared sentences < 5%)',
    (period) => {
      for (const date of SAMPLES[period]) {
        const { rate } = sharedSentenceRate(SIGN_IDS.map((sign) => markdownOf(sign, period, date)));
        if (rate >= BUDGET)
          expect.fail(`${period} ${date}: ${(rate * 100).toFixed(1)}% shared\n${sharedReport(period, date)}`);
      }
    },
  );

  it.each(['2026-02-01', '2027-06-15'])(
    'repeats no sentence of a sign’s daily readings within 7 days, over 90 days from %s',
    (start) => {
      for (const sign of SIGN_IDS) {
        const dates = Array.from({ length: 90 }, (_, day) => addDays(start, day));
        const readings = dates.map((date) => markdownOf(sign, 'daily', date));
        const { repeats } = repetitionWithin(readings, 7);
        if (repeats === 0) continue;
        const lastSeen = new Map<string, number>();
        const offending: string[] = [];
        readings.forEach((reading, index) => {
          for (const sentence of sentencesOf(reading)) {
            const previous = lastSeen.get(sentence);
            if (previous !== undefined && index - previous < 7)
              offending.push(`  ${dates[previous]} and ${dates[index]}: ${sentence}`);
            lastSeen.set(sentence, index);
          }
        });
        expect.fail(`${sign}: ${repeats} repeats within 7 days\n${offending.join('\n')}`);
      }
    },
  );
});
