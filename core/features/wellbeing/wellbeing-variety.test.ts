import { describe, expect, it } from 'vitest';
import { SIGN_IDS, type SignId } from '../../content/signs';
import { repetitionWithin, sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { maskedSharing } from '../../compose/quality/reader-stats';
import { type IsoDate, addDays } from '../../time/calendar-date';
import { WELLBEING_TOPIC_IDS, type WellbeingTopicId } from './wellbeing-topics';
import { composeWellbeingReading } from './wellbeing-reading';

/**
 * The composer variety budget for well-being: the twelve signs reading one topic on one date
 * share under 5 % of their sentences, and one sign reading a topic day after day repeats no
 * sentence within 7 days.
 */
const read = (sign: SignId, topic: WellbeingTopicId, date: IsoDate) =>
  composeWellbeingReading({ sign, topic, date }).markdown;

/** 45 dates over 2026–2027, 16 days apart: every Moon phase and Moon sign comes up. */
const SPREAD_DATES = Array.from({ length: 45 }, (_, index) => addDays('2026-01-05', index * 16));
/** Every sign, 40 consecutive days from two starts: each tide and Moon relation in turn. */
const STRETCH_STARTS: IsoDate[] = ['2026-03-01', '2027-08-15'];
const STRETCH_DAYS = 40;

describe('well-being variety budget', () => {
  it.each(WELLBEING_TOPIC_IDS)(
    '%s: the twelve signs share under 5 percent of sentences on each of 45 dates',
    (topic) => {
      const failures = SPREAD_DATES.flatMap((date) => {
        const stats = sharedSentenceRate(SIGN_IDS.map((sign) => read(sign, topic, date)));
        return stats.rate < 0.05
          ? []
          : [`${date}: ${stats.shared}/${stats.total} shared, e.g. ${stats.examples.join(' | ')}`];
      });
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );

  it.each(WELLBEING_TOPIC_IDS)('%s: no sign repeats a sentence within 7 consecutive days', (topic) => {
    const failures = STRETCH_STARTS.flatMap((start) =>
      SIGN_IDS.flatMap((sign) => {
        const readings = Array.from({ length: STRETCH_DAYS }, (_, day) =>
          read(sign, topic, addDays(start, day)),
        );
        const stats = repetitionWithin(readings, 7);
        return stats.repeats === 0
          ? []
          : [`${sign} from ${start}: ${stats.repeats} repeats, e.g. ${stats.examples.join(' | ')}`];
      }),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('gives one sign nine different readings when it reads all nine topics on one day', () => {
    const failures = SIGN_IDS.flatMap((sign) =>
      SPREAD_DATES.slice(0, 8).flatMap((date) => {
        const stats = sharedSentenceRate(WELLBEING_TOPIC_IDS.map((topic) => read(sign, topic, date)));
        return stats.shared === 0 ? [] : [`${sign} ${date}: ${stats.examples.join(' | ')}`];
      }),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('gives a sign no sentence twice in 61 consecutive days of one topic', () => {
    const failures = (['aries', 'cancer', 'libra', 'capricorn'] as const).flatMap((sign) =>
      (['stress-management', 'zodiac-diet'] as const).flatMap((topic) => {
        const readings = Array.from({ length: 61 }, (_, day) =>
          read(sign, topic, addDays('2027-01-20', day)),
        );
        const stats = repetitionWithin(readings, 61);
        return stats.repeats === 0 ? [] : [`${sign} ${topic}: ${stats.examples.join(' | ')}`];
      }),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('gives the twelve signs sentences that differ once names are masked (under 15 percent shared)', () => {
    for (const topic of WELLBEING_TOPIC_IDS) {
      const sharing = maskedSharing(SIGN_IDS.map((sign) => read(sign, topic, '2027-03-22')));
      expect(sharing.rate, `${topic}: ${sharing.examples.join(' | ')}`).toBeLessThanOrEqual(0.15);
    }
  });
});
