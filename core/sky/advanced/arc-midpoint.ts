import { normalizeDegrees } from '../positions';

/** The arc from `from` to `to` folded into (−180°, 180°]: positive when `to` lies ahead. */
export function signedArc(from: number, to: number): number {
  const arc = normalizeDegrees(to - from);
  return arc > 180 ? arc - 360 : arc;
}

/**
 * The midpoint of two longitudes on the shorter arc between them, so 350° and 10° meet at 0°,
 * not at 180°. Points exactly opposite have two midpoints; we take the one 90° ahead of the
 * smaller longitude so that the answer does not depend on the order of the two.
 */
export function arcMidpoint(a: number, b: number): number {
  const arc = signedArc(a, b);
  if (arc === 180) return normalizeDegrees(Math.min(normalizeDegrees(a), normalizeDegrees(b)) + 90);
  return normalizeDegrees(a + arc / 2);
}

/** A geographic longitude folded into (−180°, 180°]. */
export const toGeographicLongitude = (degrees: number): number => {
  const value = normalizeDegrees(degrees);
  return value > 180 ? value - 360 : value;
};
