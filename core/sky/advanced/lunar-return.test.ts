import { describe, expect, it } from 'vitest';
import { arcsecondsBetween } from '../reference/reference-data';
import { london1948, paris, today } from './advanced-fixtures';
import { natalChartOf } from './birth-moment';
import { lunarReturn } from './lunar-return';

const DAY_MS = 86_400_000;

describe('lunarReturn', () => {
  const natalMoon = natalChartOf(london1948).bodies.moon.lon;

  it.each([today, new Date('2001-02-03T04:05:06Z'), new Date('2040-12-31T23:00:00Z')])(
    'finds the next return after %s, the Moon within 1″ of natal, and the one before',
    (from) => {
      const result = lunarReturn(london1948, from);
      const next = Date.parse(result.instant);
      const previous = Date.parse(result.previousInstant);
      expect(arcsecondsBetween(result.chart.bodies.moon.lon, natalMoon)).toBeLessThan(1);
      expect(arcsecondsBetween(result.previousChart.bodies.moon.lon, natalMoon)).toBeLessThan(1);
      expect(next).toBeGreaterThan(from.getTime());
      // Returns are 27.32 days apart on average, varying by about ±3 hours (27.22–27.48 d over 1900–2150).
      expect(next - from.getTime()).toBeLessThan(27.6 * DAY_MS);
      expect(previous).toBeLessThanOrEqual(from.getTime());
      expect((next - previous) / DAY_MS).toBeGreaterThan(27);
      expect((next - previous) / DAY_MS).toBeLessThan(27.7);
    },
  );

  it('moves on to the following return at the exact instant of one', () => {
    const first = lunarReturn(london1948, today);
    const atReturn = lunarReturn(london1948, new Date(first.instant));
    expect(atReturn.previousInstant).toBe(first.instant);
    expect(Date.parse(atReturn.instant)).toBeGreaterThan(Date.parse(first.instant) + 27 * DAY_MS);
  });

  it('is cast at a given location, with houses', () => {
    const result = lunarReturn(london1948, today, paris);
    expect(result).toMatchObject({ place: paris, placeSource: 'location' });
    expect(result.chart.houses).toBeDefined();
  });
});
