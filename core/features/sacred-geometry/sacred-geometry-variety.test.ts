import { describe, expect, it } from 'vitest';
import { SIGN_IDS, type SignId } from '../../content/signs';
import { repetitionWithin, sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { type IsoDate, addDays } from '../../time/calendar-date';
import { composeGeometryReading } from './geometry-reading';
import { PATTERN_IDS, type PatternId } from './pattern';

/**
 * The composer variety budget for sacred geometry: the twelve signs reading one pattern on one
 * date share under 5 % of their sentences, and one sign reading a pattern day after day repeats
 * no sentence within 30 days.
 */
const read = (sign: SignId, pattern: PatternId, date: IsoDate) =>
  composeGeometryReading({ sign, pattern, date }).markdown;

/** 30 dates over 2026–2027, 24 days apart: every Moon phase and many Moon signs come up. */
const SPREAD_DATES = Array.from({ length: 30 }, (_, index) => addDays('2026-01-05', index * 24));
const STRETCH_START: IsoDate = '2026-11-20';
const STRETCH_DAYS = 45;

describe('sacred geometry variety budget', () => {
  it.each(PATTERN_IDS)(
    '%s: the twelve signs share under 5 percent of sentences on each of 30 dates',
    (pattern) => {
      const failures = SPREAD_DATES.flatMap((date) => {
        const stats = sharedSentenceRate(SIGN_IDS.map((sign) => read(sign, pattern, date)));
        return stats.rate < 0.05
          ? []
          : [`${date}: ${stats.shared}/${stats.total}, e.g. ${stats.examples.join(' | ')}`];
      });
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );

  it.each(PATTERN_IDS)('%s: no sign repeats a sentence within 30 consecutive days', (pattern) => {
    const failures = SIGN_IDS.flatMap((sign) => {
      const readings = Array.from({ length: STRETCH_DAYS }, (_, day) =>
        read(sign, pattern, addDays(STRETCH_START, day)),
      );
      const stats = repetitionWithin(readings, 30);
      return stats.repeats === 0
        ? []
        : [`${sign}: ${stats.repeats} repeats, e.g. ${stats.examples.join(' | ')}`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('gives one sign eight different readings when it reads all eight patterns on one day', () => {
    const failures = SIGN_IDS.flatMap((sign) =>
      SPREAD_DATES.slice(0, 6).flatMap((date) => {
        const stats = sharedSentenceRate(PATTERN_IDS.map((pattern) => read(sign, pattern, date)));
        return stats.shared === 0 ? [] : [`${sign} ${date}: ${stats.examples.join(' | ')}`];
      }),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
