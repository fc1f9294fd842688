import { describe, expect, it } from 'vitest';
import { SIGN_IDS, type SignId } from '../../content/signs';
import { repetitionWithin, sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { type IsoDate, addDays } from '../../time/calendar-date';
import { ARCHETYPE_IDS, type ArchetypeId } from '../../content/archetypes/archetype';
import { archetypeList } from '../../content/archetypes/archetypes';
import { composeArchetypeDayReading } from './archetype-day-reading';
import { archetypeTemplateReading } from './archetype-template-reading';

/**
 * The composer variety budget for mystical personality. The offline reading (dated): the twelve
 * signs reading one archetype on one date share under 5 % of their sentences, and one sign
 * reading an archetype day after day repeats no sentence within 30 days. The built-in template
 * reading (undated, for an empty provider reply): the twelve signs share no sentence.
 */
const read = (sign: SignId, archetype: ArchetypeId, date: IsoDate) =>
  composeArchetypeDayReading({ sign, archetype, date }).markdown;

const SPREAD_DATES = Array.from({ length: 30 }, (_, index) => addDays('2026-01-05', index * 24));
const STRETCH_START: IsoDate = '2026-11-20';
const STRETCH_DAYS = 45;

describe('mystical personality variety budget', () => {
  it.each(ARCHETYPE_IDS)(
    '%s: the twelve signs share under 5 percent of sentences on each of 30 dates',
    (archetype) => {
      const failures = SPREAD_DATES.flatMap((date) => {
        const stats = sharedSentenceRate(SIGN_IDS.map((sign) => read(sign, archetype, date)));
        return stats.rate < 0.05
          ? []
          : [`${date}: ${stats.shared}/${stats.total}, e.g. ${stats.examples.join(' | ')}`];
      });
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );

  it.each(ARCHETYPE_IDS)('%s: no sign repeats a sentence within 30 consecutive days', (archetype) => {
    const failures = SIGN_IDS.flatMap((sign) => {
      const readings = Array.from({ length: STRETCH_DAYS }, (_, day) =>
        read(sign, archetype, addDays(STRETCH_START, day)),
      );
      const stats = repetitionWithin(readings, 30);
      return stats.repeats === 0
        ? []
        : [`${sign}: ${stats.repeats} repeats, e.g. ${stats.examples.join(' | ')}`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('gives one sign six different readings when it reads all six archetypes on one day', () => {
    const failures = SIGN_IDS.flatMap((sign) =>
      SPREAD_DATES.slice(0, 6).flatMap((date) => {
        const stats = sharedSentenceRate(ARCHETYPE_IDS.map((archetype) => read(sign, archetype, date)));
        return stats.shared === 0 ? [] : [`${sign} ${date}: ${stats.examples.join(' | ')}`];
      }),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it.each(archetypeList.map((archetype) => [archetype.id, archetype] as const))(
    '%s template reading: the twelve signs share no sentence',
    (_, archetype) => {
      const stats = sharedSentenceRate(
        SIGN_IDS.map((sign) => archetypeTemplateReading(archetype, sign).markdown),
      );
      expect(stats.shared, stats.examples.join(' | ')).toBe(0);
    },
  );
});
