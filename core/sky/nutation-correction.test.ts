import { e_tilt } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { nutationCorrection } from './nutation-correction';
import { skyFrame, toAstroTime } from './sky-frame';

/** Δψ and Δε from Swiss Ephemeris 2.10.03 (swe_calc_ut with SE_ECL_NUT), arcseconds. */
const SWISS_NUTATION = [
  { utc: '1912-06-03T00:00:00Z', psi: -6.0193, epsilon: 8.0836 },
  { utc: '1987-02-14T10:30:00Z', psi: -2.5895, epsilon: 9.1161 },
  { utc: '2031-09-21T18:00:00Z', psi: 13.3763, epsilon: -5.1926 },
  { utc: '2048-11-18T17:06:51Z', psi: 15.5016, epsilon: -1.8076 },
] as const;

describe('nutationCorrection', () => {
  it('brings astronomy-engine’s five-term nutation to Swiss Ephemeris’s within 0.06″', () => {
    for (const { utc, psi, epsilon } of SWISS_NUTATION) {
      const time = toAstroTime(new Date(utc));
      const tilt = e_tilt(time);
      const correction = nutationCorrection(time);
      expect(Math.abs(tilt.dpsi + correction.longitude * 3600 - psi), utc).toBeLessThan(0.06);
      expect(Math.abs(tilt.deps + correction.obliquity * 3600 - epsilon), utc).toBeLessThan(0.03);
    }
  });

  it('gives the rate of its own longitude term', () => {
    const time = toAstroTime(new Date('2003-05-16T00:46:00Z'));
    const step = 0.001;
    const slope =
      (nutationCorrection(time.AddDays(step)).longitude - nutationCorrection(time.AddDays(-step)).longitude) /
      (2 * step);
    expect(nutationCorrection(time).longitudeRate).toBeCloseTo(slope, 12);
  });

  it('is what the sky frame adds to the nutation in longitude', () => {
    const time = toAstroTime(new Date('1987-02-14T10:30:00Z'));
    const frame = skyFrame(time);
    expect(frame.nutation.longitude).toBeCloseTo(
      e_tilt(time).dpsi / 3600 + nutationCorrection(time).longitude,
      12,
    );
  });
});
