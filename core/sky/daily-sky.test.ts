import { describe, expect, it } from 'vitest';
import { addDays } from '../time/calendar-date';
import { skyForDate } from './daily-sky';
import { eventDate, lunationsOf, skyInDates } from './sky-in-period';

describe('skyForDate', () => {
  const year = lunationsOf(skyInDates('2027-01-01', 365));

  it('names a principal phase only on the UTC day of the exact lunation, in the sign of that moment', () => {
    for (const lunation of year) {
      const moon = skyForDate(eventDate(lunation)).moon;
      expect(moon.phase).toBe(lunation.type);
      expect(moon.lunation).toMatchObject({ type: lunation.type, sign: lunation.sign });
      expect(Math.abs(Date.parse(moon.lunation?.utc ?? '') - Date.parse(lunation.utc))).toBeLessThan(60_000);
    }
  });

  it('calls the other days of a principal bin by the phase on either side (Mar 21, 2027 is not a Full Moon)', () => {
    const lunationDays = new Set(year.map(eventDate));
    for (let day = 0; day < 365; day += 1) {
      const date = addDays('2027-01-01', day);
      if (lunationDays.has(date)) continue;
      const moon = skyForDate(date).moon;
      expect(moon.lunation, date).toBeUndefined();
      expect(['new-moon', 'first-quarter', 'full-moon', 'last-quarter'], date).not.toContain(moon.phase);
    }
    expect(skyForDate('2027-03-21').moon.phase).toBe('waxing-gibbous');
    expect(skyForDate('2027-03-22').moon.lunation).toMatchObject({ type: 'full-moon', sign: 'libra' });
  });
});
