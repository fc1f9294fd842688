import { describe, expect, it } from 'vitest';
import { SIGN_IDS, type SignId } from '../../content/signs';
import { maskedSharing } from '../../compose/quality/reader-stats';
import { repetitionWithin, sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { type IsoDate, addDays } from '../../time/calendar-date';
import type { DreamJournalRequest } from './dream-journal-request';
import { composeDreamJournalReading } from './dream-journal-reading';
import { JOURNAL_WISDOM_TOPIC_IDS } from './journal-wisdom-topics';
import { JOURNAL_SAMPLE_DREAMS } from './quality-sample-dreams';

/**
 * The composer variety budget for the journal: the twelve signs reading the same dream (or
 * wisdom topic) on one date share under 5 % of their sentences, and one sign reading it day
 * after day repeats no sentence within 30 days; masked of names, the signs share under 15 %.
 */
type Ask = (sign: SignId, date: IsoDate) => DreamJournalRequest;
const asks: [string, Ask][] = [
  ...JOURNAL_SAMPLE_DREAMS.map((dream, index): [string, Ask] => [
    `dream ${index + 1}`,
    (sign, date) => ({ ...dream, sign, date }),
  ]),
  ...JOURNAL_WISDOM_TOPIC_IDS.map((topic): [string, Ask] => [
    topic,
    (sign, date) => ({ feature: 'dream-journal', kind: 'wisdom', topic, sign, date }),
  ]),
];

const SPREAD_DATES = Array.from({ length: 20 }, (_, index) => addDays('2026-01-05', index * 37));
const STRETCH_DAYS = 40;

describe('dream journal variety budget', () => {
  it.each(asks)('%s: the twelve signs share under 5 percent of sentences on each date', (_name, ask) => {
    const failures = SPREAD_DATES.flatMap((date) => {
      const stats = sharedSentenceRate(SIGN_IDS.map((sign) => composeDreamJournalReading(ask(sign, date))));
      return stats.rate < 0.05
        ? []
        : [`${date}: ${stats.shared}/${stats.total}: ${stats.examples.join(' | ')}`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it.each(asks)('%s: masked of names, the twelve signs share under 15 percent on each date', (_name, ask) => {
    const failures = SPREAD_DATES.flatMap((date) => {
      const stats = maskedSharing(SIGN_IDS.map((sign) => composeDreamJournalReading(ask(sign, date))));
      return stats.rate < 0.15
        ? []
        : [`${date}: ${stats.shared}/${stats.total}: ${stats.examples.join(' | ')}`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it.each(asks)('%s: no sign repeats a sentence within 30 consecutive days', (_name, ask) => {
    const failures = SIGN_IDS.flatMap((sign) => {
      const readings = Array.from({ length: STRETCH_DAYS }, (_, day) =>
        composeDreamJournalReading(ask(sign, addDays('2026-06-01', day))),
      );
      const stats = repetitionWithin(readings, 30);
      return stats.repeats === 0 ? [] : [`${sign}: ${stats.examples.join(' | ')}`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it.each(asks)('%s: writes at least 120 words for every sign', (_name, ask) => {
    for (const sign of SIGN_IDS) {
      const words = composeDreamJournalReading(ask(sign, '2026-11-24')).split(/\s+/).length;
      expect(words, sign).toBeGreaterThanOrEqual(120);
    }
  });
});
