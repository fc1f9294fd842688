import { CHIRON_TABLE } from './chiron-table';
import { type EclipticPosition, type HeliocentricState, apparentFromHeliocentric } from './positions';
import type { SkyFrame } from './sky-frame';

const { firstTt, stepDays, states } = CHIRON_TABLE;
const SAMPLE_COUNT = states.length / 6;
/** The span of Terrestrial Time (days from J2000) the table covers. */
export const CHIRON_RANGE = { firstTt, lastTt: firstTt + (SAMPLE_COUNT - 1) * stepDays } as const;

/**
 * Chiron's heliocentric state at `tt` (days from J2000 TT): a cubic Hermite interpolation of the
 * integrated states on either side, which matches position and velocity at both samples (the
 * interpolation adds at most 0.1″; ADR 0021).
 */
export function chironHeliocentric(tt: number): HeliocentricState {
  const offset = (tt - firstTt) / stepDays;
  if (!(offset >= 0 && offset <= SAMPLE_COUNT - 1)) {
    throw new RangeError(
      `Chiron is tabulated from ${CHIRON_RANGE.firstTt} to ${CHIRON_RANGE.lastTt} days after J2000 (TT); check hasChiron first`,
    );
  }
  const index = Math.min(Math.floor(offset), SAMPLE_COUNT - 2);
  const s = offset - index;
  const s2 = s * s;
  const s3 = s2 * s;
  const weights = [2 * s3 - 3 * s2 + 1, (s3 - 2 * s2 + s) * stepDays, -2 * s3 + 3 * s2, (s3 - s2) * stepDays];
  const rates = [
    (6 * s2 - 6 * s) / stepDays,
    3 * s2 - 4 * s + 1,
    (-6 * s2 + 6 * s) / stepDays,
    3 * s2 - 2 * s,
  ];
  const at = (sample: number, component: number) => states[(index + sample) * 6 + component] ?? Number.NaN;
  const interpolate = (axis: number, coefficients: readonly number[]) =>
    (coefficients[0] ?? 0) * at(0, axis) +
    (coefficients[1] ?? 0) * at(0, axis + 3) +
    (coefficients[2] ?? 0) * at(1, axis) +
    (coefficients[3] ?? 0) * at(1, axis + 3);
  return {
    x: interpolate(0, weights),
    y: interpolate(1, weights),
    z: interpolate(2, weights),
    vx: interpolate(0, rates),
    vy: interpolate(1, rates),
    vz: interpolate(2, rates),
  };
}

/** Whether Chiron can be computed for this frame's instant. */
export const hasChiron = (frame: SkyFrame): boolean =>
  frame.time.tt >= CHIRON_RANGE.firstTt && frame.time.tt <= CHIRON_RANGE.lastTt;

/**
 * Chiron's apparent geocentric position of date, with speed (negative while retrograde): the
 * tabulated orbit seen from the Earth with light-time and aberration, like the planets.
 */
export const chironPosition = (frame: SkyFrame): EclipticPosition =>
  apparentFromHeliocentric(frame, chironHeliocentric(frame.time.tt));
