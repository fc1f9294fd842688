import { describe, expect, it } from 'vitest';
import { repetitionWithin, sharedSentenceRate } from '../../../compose/quality/sentence-stats';
import { SIGN_IDS, type SignId } from '../../../content/signs';
import { type IsoDate, addDays } from '../../../time/calendar-date';
import { composeFallbackDailyMessage } from './daily-message-fallback';

/**
 * The composer variety budget for the built-in daily message: on one date the twelve signs (and
 * the universal message) share no sentence, and one sign repeats none within 7 days.
 */
const read = (sign: SignId | undefined, date: IsoDate) => {
  const { message, guidance, blessing } = composeFallbackDailyMessage({ sign, date, now: 0 });
  return [message, guidance, blessing].join('\n\n');
};

const DATES = Array.from({ length: 60 }, (_, index) => addDays('2026-01-03', index * 11));

describe('daily message variety budget', () => {
  it('the twelve signs and the universal reader share no sentence on each of 60 dates', () => {
    const failures = DATES.flatMap((date) => {
      const stats = sharedSentenceRate([...SIGN_IDS, undefined].map((sign) => read(sign, date)));
      return stats.shared === 0
        ? []
        : [`${date}: ${stats.shared}/${stats.total}, e.g. ${stats.examples.join(' | ')}`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('no sign repeats a sentence within 7 consecutive days', () => {
    const failures = [...SIGN_IDS, undefined].flatMap((sign) => {
      const readings = Array.from({ length: 60 }, (_, day) => read(sign, addDays('2026-02-20', day)));
      const stats = repetitionWithin(readings, 7);
      return stats.repeats === 0 ? [] : [`${sign ?? 'universal'}: ${stats.examples.join(' | ')}`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
