import { describe, expect, it } from 'vitest';
import { computeChart } from '../chart';
import { london1948, losAngeles1926, noTimeNoPlace } from './advanced-fixtures';
import { davison } from './davison';

describe('davison', () => {
  it('is cast for the midpoint in time and in space', () => {
    const chart = davison(london1948, losAngeles1926);
    const midpoint = (london1948.utc.getTime() + losAngeles1926.utc.getTime()) / 2;
    expect(Date.parse(chart.instant)).toBe(midpoint);
    expect(chart.chart.utc).toBe(chart.instant);
    expect(chart.place?.latitude).toBeCloseTo((51.5 + 34.05) / 2, 9);
    expect(chart.place?.longitude).toBeCloseTo((-0.166667 - 118.25) / 2, 9);
    const direct = computeChart({ utc: new Date(midpoint), ...chart.place });
    expect(chart.chart.bodies.moon.lon).toBe(direct.bodies.moon.lon);
    expect(chart.chart.houses?.asc).toBe(direct.houses?.asc);
  });

  it('meets across the date line on the shorter arc', () => {
    const east = { utc: new Date('1980-01-01T00:00:00Z'), timeKnown: true, latitude: -10, longitude: 170 };
    const west = { utc: new Date('1990-01-01T00:00:00Z'), timeKnown: true, latitude: 30, longitude: -170 };
    const place = davison(east, west).place;
    expect(Math.abs(place?.longitude ?? 0)).toBeCloseTo(180, 9);
    expect(place?.latitude).toBeCloseTo(10, 9);
  });

  it('has no place or houses when a birthplace or time is missing', () => {
    const chart = davison(london1948, noTimeNoPlace);
    expect(chart.place).toBeUndefined();
    expect(chart.chart.houses).toBeUndefined();
  });
});
