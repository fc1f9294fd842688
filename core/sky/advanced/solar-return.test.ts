import { describe, expect, it } from 'vitest';
import { arcsecondsBetween } from '../reference/reference-data';
import { london1948, noTimeNoPlace, paris, today } from './advanced-fixtures';
import { natalChartOf } from './birth-moment';
import { solarReturn } from './solar-return';

const YEAR_MS = 366 * 86_400_000;

describe('solarReturn', () => {
  const natalSun = natalChartOf(london1948).bodies.sun.lon;

  it('finds the return in force: the Sun at its natal longitude within 1″, in the year before today', () => {
    const result = solarReturn(london1948, today);
    const instant = Date.parse(result.instant);
    expect(arcsecondsBetween(result.chart.bodies.sun.lon, natalSun)).toBeLessThan(1);
    expect(result.natalLongitude).toBe(natalSun);
    expect(instant).toBeLessThanOrEqual(today.getTime());
    expect(today.getTime() - instant).toBeLessThan(YEAR_MS);
    expect(result.instant.slice(0, 10)).toBe('2024-11-14');
    expect(result).toMatchObject({ placeSource: 'birthplace', place: { latitude: 51.5 } });
    expect(result.chart.houses).toBeDefined();
  });

  it('switches to the new return exactly at its instant', () => {
    const current = Date.parse(solarReturn(london1948, today).instant);
    const next = solarReturn(london1948, new Date(current + YEAR_MS));
    const nextMs = Date.parse(next.instant);
    expect(solarReturn(london1948, new Date(nextMs)).instant).toBe(next.instant);
    expect(solarReturn(london1948, new Date(nextMs - 1000)).instant).toBe(new Date(current).toISOString());
  });

  it('is cast at a given location, and without houses when the birth time is unknown', () => {
    expect(solarReturn(london1948, today, paris)).toMatchObject({ place: paris, placeSource: 'location' });
    const unknown = solarReturn(noTimeNoPlace, today);
    expect(unknown.chart.houses).toBeUndefined();
    expect(unknown.place).toBeUndefined();
    expect(
      arcsecondsBetween(unknown.chart.bodies.sun.lon, natalChartOf(noTimeNoPlace).bodies.sun.lon),
    ).toBeLessThan(1);
  });
});
