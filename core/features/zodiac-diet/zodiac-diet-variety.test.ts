import { describe, expect, it } from 'vitest';
import { repetitionWithin, sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { SIGN_IDS, type SignId } from '../../content/signs';
import { type IsoDate, addDays } from '../../time/calendar-date';
import { CHINESE_ANIMAL_IDS, type ChineseAnimalId } from './chinese-animals';
import { composeDietReading } from './diet-reading';
import { DIET_FOCUS_IDS, type DietFocusId } from './diet-topics';

/**
 * The composer variety budget for the Zodiac Diet: twelve readers of one request on one date
 * (the twelve signs, the twelve animals, or either half varied with the other fixed) share under
 * 5 % of their sentences, and one reader repeats no sentence within 30 consecutive days.
 */
interface Reader {
  sign?: SignId;
  animal?: ChineseAnimalId;
}
const read = (reader: Reader, focus: DietFocusId, date: IsoDate) =>
  composeDietReading({ ...reader, focus, date }).markdown;

const GROUPS: [string, Reader[]][] = [
  ['the twelve signs', SIGN_IDS.map((sign) => ({ sign }))],
  ['the twelve animals', CHINESE_ANIMAL_IDS.map((animal) => ({ animal }))],
  ['the twelve signs with the Dragon', SIGN_IDS.map((sign) => ({ sign, animal: 'dragon' as const }))],
  ['Pisces with each animal', CHINESE_ANIMAL_IDS.map((animal) => ({ sign: 'pisces' as const, animal }))],
];
const SPREAD_DATES = Array.from({ length: 20 }, (_, index) => addDays('2026-01-05', index * 37));
const STRETCH_START: IsoDate = '2026-03-01';
const STRETCH_DAYS = 45;
const READERS: Reader[] = [
  ...SIGN_IDS.map((sign) => ({ sign })),
  ...CHINESE_ANIMAL_IDS.map((animal) => ({ animal })),
  { sign: 'leo', animal: 'rat' },
  { sign: 'taurus', animal: 'snake' },
];

describe('zodiac diet variety budget', () => {
  describe.each(GROUPS)('%s', (_label, readers) => {
    it.each(DIET_FOCUS_IDS)('%s: share under 5 percent of sentences on each of 20 dates', (focus) => {
      const failures = SPREAD_DATES.flatMap((date) => {
        const stats = sharedSentenceRate(readers.map((reader) => read(reader, focus, date)));
        return stats.rate < 0.05
          ? []
          : [`${date}: ${stats.shared}/${stats.total} shared, e.g. ${stats.examples.join(' | ')}`];
      });
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });

  it.each(DIET_FOCUS_IDS)('%s: no reader repeats a sentence within 30 consecutive days', (focus) => {
    const failures = READERS.flatMap((reader) => {
      const readings = Array.from({ length: STRETCH_DAYS }, (_, day) =>
        read(reader, focus, addDays(STRETCH_START, day)),
      );
      const stats = repetitionWithin(readings, 30);
      return stats.repeats === 0 ? [] : [`${JSON.stringify(reader)}: ${stats.examples.join(' | ')}`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('gives one reader six different readings for the six topics on one day', () => {
    const failures = READERS.flatMap((reader) =>
      SPREAD_DATES.slice(0, 5).flatMap((date) => {
        const stats = sharedSentenceRate(DIET_FOCUS_IDS.map((focus) => read(reader, focus, date)));
        return stats.shared === 0 ? [] : [`${JSON.stringify(reader)} ${date}: ${stats.examples.join(' | ')}`];
      }),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
