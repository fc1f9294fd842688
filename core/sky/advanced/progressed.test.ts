import { describe, expect, it } from 'vitest';
import { computeChart } from '../chart';
import { normalizeDegrees } from '../positions';
import { arcsecondsBetween } from '../reference/reference-data';
import { london1948, noTimeNoPlace } from './advanced-fixtures';
import { PROGRESSED_ORB, TROPICAL_YEAR_DAYS, progressed } from './progressed';

const DAY_MS = 86_400_000;
const birth = {
  utc: new Date('1990-01-01T06:00:00Z'),
  timeKnown: true,
  latitude: 40.4168,
  longitude: -3.7038,
};
const ageThirty = new Date(birth.utc.getTime() + 30 * TROPICAL_YEAR_DAYS * DAY_MS);

describe('progressed', () => {
  const chart = progressed(birth, ageThirty);

  it('at age 30 is the chart for birth + 30 days', () => {
    expect(chart.ageYears).toBeCloseTo(30, 9);
    expect(
      Math.abs(Date.parse(chart.progressedInstant) - (birth.utc.getTime() + 30 * DAY_MS)),
    ).toBeLessThanOrEqual(1);
    const direct = computeChart({ utc: new Date(chart.progressedInstant) });
    expect(chart.chart.bodies.sun.lon).toBe(direct.bodies.sun.lon);
    // About a degree of solar motion per progressed day.
    expect(chart.solarArc).toBeGreaterThan(29);
    expect(chart.solarArc).toBeLessThan(31.5);
  });

  it('moves the MC by the solar arc and takes the Ascendant at the birth latitude', () => {
    const natalMc = chart.natal.houses?.mc ?? NaN;
    expect(
      arcsecondsBetween(chart.chart.houses?.mc ?? NaN, normalizeDegrees(natalMc + chart.solarArc)),
    ).toBeLessThan(0.01);
    const progressedSun = chart.chart.bodies.sun.lon;
    expect(
      arcsecondsBetween(progressedSun, normalizeDegrees(chart.natal.bodies.sun.lon + chart.solarArc)),
    ).toBeLessThan(0.01);
    // Same RAMC and latitude as a real chart whose MC is the progressed MC.
    expect(chart.chart.houses?.asc).not.toBe(chart.natal.houses?.asc);
    expect(chart.chart.houses?.cusps).toHaveLength(12);
    expect(chart.natalHouses?.sun).toBeGreaterThanOrEqual(1);
  });

  it('at age 0 is the natal chart, angles included', () => {
    const atBirth = progressed(birth, birth.utc);
    expect(atBirth.solarArc).toBeCloseTo(0, 9);
    expect(arcsecondsBetween(atBirth.chart.houses?.asc ?? NaN, atBirth.natal.houses?.asc ?? 0)).toBeLessThan(
      0.01,
    );
    expect(atBirth.chart.bodies.moon.lon).toBe(atBirth.natal.bodies.moon.lon);
  });

  it('keeps only progressed-to-natal aspects within a degree', () => {
    for (const aspect of chart.aspectsToNatal) expect(aspect.orb).toBeLessThanOrEqual(PROGRESSED_ORB);
  });

  it('has no angles without the birth time, and refuses a date before birth', () => {
    const unknown = progressed(noTimeNoPlace, new Date('2020-01-01T00:00:00Z'));
    expect(unknown.chart.houses).toBeUndefined();
    expect(unknown.natalHouses).toBeUndefined();
    expect(() => progressed(london1948, new Date('1940-01-01T00:00:00Z'))).toThrow(RangeError);
  });
});
