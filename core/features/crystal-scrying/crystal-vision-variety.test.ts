import { describe, expect, it } from 'vitest';
import { SIGN_IDS, type SignId } from '../../content/signs';
import { maskedSharing } from '../../compose/quality/reader-stats';
import { repetitionWithin, sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { type IsoDate, addDays } from '../../time/calendar-date';
import { CRYSTAL_IDS, type CrystalId } from './crystal';
import { composeCrystalVision } from './crystal-vision';

/**
 * The composer variety budget for crystal visions: the twelve signs scrying one stone on one
 * date share under 5 % of their sentences, and one sign scrying a stone day after day repeats
 * no sentence within 30 days (issue 24), even with the sign's name masked the signs' readings of
 * one day stay apart.
 */
const read = (sign: SignId, crystal: CrystalId, date: IsoDate) =>
  composeCrystalVision({ sign, crystal, date }).markdown;

const SPREAD_DATES = Array.from({ length: 30 }, (_, index) => addDays('2026-01-05', index * 23));
const STRETCH_STARTS: IsoDate[] = ['2026-03-01', '2027-08-15'];
const STRETCH_DAYS = 40;

describe('crystal vision variety budget', () => {
  it.each(CRYSTAL_IDS)(
    '%s: the twelve signs share under 5 percent of sentences (15 percent masked) on each of 30 dates',
    (crystal) => {
      const failures = SPREAD_DATES.flatMap((date) => {
        const readings = SIGN_IDS.map((sign) => read(sign, crystal, date));
        const stats = sharedSentenceRate(readings);
        const masked = maskedSharing(readings);
        return stats.rate < 0.05 && masked.rate <= 0.15
          ? []
          : [`${date}: ${stats.shared}/${stats.total}, e.g. ${stats.examples.join(' | ')}`];
      });
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );

  it.each(CRYSTAL_IDS)('%s: no sign repeats a sentence within 30 consecutive days', (crystal) => {
    const failures = STRETCH_STARTS.flatMap((start) =>
      SIGN_IDS.flatMap((sign) => {
        const readings = Array.from({ length: STRETCH_DAYS }, (_, day) =>
          read(sign, crystal, addDays(start, day)),
        );
        const stats = repetitionWithin(readings, 30);
        return stats.repeats === 0 ? [] : [`${sign} from ${start}: ${stats.examples.join(' | ')}`];
      }),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('gives one sign eight different visions when it scries all eight stones on one day', () => {
    const failures = SIGN_IDS.flatMap((sign) =>
      SPREAD_DATES.slice(0, 6).flatMap((date) => {
        const stats = sharedSentenceRate(CRYSTAL_IDS.map((crystal) => read(sign, crystal, date)));
        return stats.shared === 0 ? [] : [`${sign} ${date}: ${stats.examples.join(' | ')}`];
      }),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
