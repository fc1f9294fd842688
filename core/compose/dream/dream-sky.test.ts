import { describe, expect, it } from 'vitest';
import { skyForDate } from '../../sky/daily-sky';
import { eventDate, lunationsOf, skyInDates } from '../../sky/sky-in-period';
import { type IsoDate, addDays } from '../../time/calendar-date';
import { falseSkyClaims } from '../quality/sky-claims';
import { dreamMoonHeading, dreamSkyClause } from './dream-sky';

const DATES = Array.from({ length: 45 }, (_, index) => addDays('2027-03-01', index));

describe('the dream pages’ sky', () => {
  it('names a lunation today only on its real day, in the sign it happens in', () => {
    const lunations = lunationsOf(skyInDates('2027-03-01', 45));
    for (const date of DATES) {
      const clause = dreamSkyClause(date);
      const today = lunations.find((lunation) => eventDate(lunation) === date);
      if (clause.startsWith('today brings')) {
        expect(today, date).toBeDefined();
        expect(clause).toContain(skyForDate(date).moon.lunation?.sign.replace(/^./, (c) => c.toUpperCase()));
      }
      if (today || DATES.indexOf(date) % 5 === 0)
        expect(falseSkyClaims(`Listen: ${clause}.`, { date, from: date, to: date }), clause).toEqual([]);
    }
  }, 30_000);

  it('writes a new clause every day and a heading true to the day', () => {
    const clauses = DATES.map(dreamSkyClause);
    expect(new Set(clauses).size).toBe(DATES.length);
    for (const date of DATES as IsoDate[]) {
      const heading = dreamMoonHeading(date);
      if (/Full Moon|New Moon|Quarter/.test(heading))
        expect(skyForDate(date).moon.lunation, date).toBeDefined();
    }
  });
});
