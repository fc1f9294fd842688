import { describe, expect, it } from 'vitest';
import { falseSkyClaims, spanOf } from '../../compose/quality/sky-claims';
import { repetitionWithin, sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { SIGN_IDS, type SignId } from '../../content/signs';
import { type IsoDate, addDays } from '../../time/calendar-date';
import { PALM_FOCUS_IDS, type PalmFocusId } from './palm-foci';
import { composePalmReading } from './palm-reading';

/**
 * The composer variety budget for palm readings: the twelve signs reading one focus on one
 * date share under 5 % of their sentences, and one sign reading a focus day after day repeats
 * no sentence within 30 days (bank sentences come back led by another weekday, Moon sign or phase).
 */
const read = (sign: SignId, focus: PalmFocusId, date: IsoDate) =>
  composePalmReading({ sign, focus, date }).markdown;

/** 45 dates over 2026–2027, 16 days apart: every Moon phase and Moon sign comes up. */
const SPREAD_DATES = Array.from({ length: 45 }, (_, index) => addDays('2026-01-05', index * 16));
const STRETCH_STARTS: IsoDate[] = ['2026-03-01', '2027-08-15'];
const STRETCH_DAYS = 30;

describe('palm reading variety budget', () => {
  it.each(PALM_FOCUS_IDS)('%s: the twelve signs share under 5 percent of sentences on 45 dates', (focus) => {
    const failures = SPREAD_DATES.flatMap((date) => {
      const stats = sharedSentenceRate(SIGN_IDS.map((sign) => read(sign, focus, date)));
      return stats.rate < 0.05
        ? []
        : [`${date}: ${stats.shared}/${stats.total} shared, e.g. ${stats.examples.join(' | ')}`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it.each(PALM_FOCUS_IDS)('%s: no sign repeats a sentence within 30 consecutive days', (focus) => {
    const failures = STRETCH_STARTS.flatMap((start) =>
      SIGN_IDS.flatMap((sign) => {
        const readings = Array.from({ length: STRETCH_DAYS }, (_, day) =>
          read(sign, focus, addDays(start, day)),
        );
        const stats = repetitionWithin(readings, STRETCH_DAYS);
        return stats.repeats === 0
          ? []
          : [`${sign} from ${start}: ${stats.repeats} repeats, e.g. ${stats.examples.join(' | ')}`];
      }),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('gives one sign six different readings when it asks all six foci on one day', () => {
    const failures = SIGN_IDS.flatMap((sign) =>
      SPREAD_DATES.slice(0, 8).flatMap((date) => {
        const stats = sharedSentenceRate(PALM_FOCUS_IDS.map((focus) => read(sign, focus, date)));
        return stats.shared === 0 ? [] : [`${sign} ${date}: ${stats.examples.join(' | ')}`];
      }),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('names only real lunations, in the sign they fall in, over 60 days', () => {
    const failures = Array.from({ length: 60 }, (_, day) => addDays('2026-12-01', day)).flatMap((date) =>
      SIGN_IDS.flatMap((sign) =>
        falseSkyClaims(
          read(sign, PALM_FOCUS_IDS[(day(date) + SIGN_IDS.indexOf(sign)) % 6] ?? 'palm-analysis', date),
          spanOf(date),
        ).map((claim) => `${date} ${sign}: ${claim.claim} (${claim.reason})`),
      ),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

const day = (date: IsoDate): number => Number(date.slice(8, 10));
