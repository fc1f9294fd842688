/**
 * Cubic Hermite pieces of a sampled longitude, cut where its motion turns (a station), so each
 * piece is monotonic and crosses any level at most once: a sign change at its two ends is then a
 * crossing and no sign change means none. This is what makes the pass search complete: a
 * retrograde loop that touches a point twice between two samples is split at its station.
 */

/** One sample interval: values (degrees, unwrapped) and rates × step (degrees per interval). */
export interface HermiteInterval {
  v0: number;
  v1: number;
  /** Rate at the start times the step length (degrees per interval). */
  r0: number;
  /** Rate at the end times the step length. */
  r1: number;
}

/** A monotonic stretch of an interval, between fractions `s0` < `s1` of it, with its end values. */
export interface MonotonicPiece {
  s0: number;
  s1: number;
  value0: number;
  value1: number;
}

export function hermiteAt({ v0, v1, r0, r1 }: HermiteInterval, s: number): number {
  const s2 = s * s;
  const s3 = s2 * s;
  return (2 * s3 - 3 * s2 + 1) * v0 + (s3 - 2 * s2 + s) * r0 + (-2 * s3 + 3 * s2) * v1 + (s3 - s2) * r1;
}

/** Where the interpolant's rate is zero inside (0, 1): the roots of its quadratic derivative. */
export function stationFractions({ v0, v1, r0, r1 }: HermiteInterval): number[] {
  const a = 6 * v0 + 3 * r0 - 6 * v1 + 3 * r1;
  const b = -6 * v0 - 4 * r0 + 6 * v1 - 2 * r1;
  const c = r0;
  const roots: number[] = [];
  if (Math.abs(a) < 1e-12 * (Math.abs(b) + Math.abs(c) + 1e-300)) {
    if (b !== 0) roots.push(-c / b);
  } else {
    const discriminant = b * b - 4 * a * c;
    if (discriminant >= 0) {
      // The stable pair of formulas: no cancellation when b² ≫ 4ac.
      const q = -0.5 * (b + Math.sign(b || 1) * Math.sqrt(discriminant));
      roots.push(q / a);
      if (q !== 0) roots.push(c / q);
    }
  }
  return roots.filter((s) => s > 0 && s < 1).sort((first, second) => first - second);
}

/** The interval cut at its stations into monotonic pieces. */
export function monotonicPieces(interval: HermiteInterval): MonotonicPiece[] {
  const cuts = [0, ...stationFractions(interval), 1];
  const pieces: MonotonicPiece[] = [];
  for (let index = 0; index + 1 < cuts.length; index += 1) {
    const s0 = cuts[index] ?? 0;
    const s1 = cuts[index + 1] ?? 1;
    pieces.push({
      s0,
      s1,
      value0: s0 === 0 ? interval.v0 : hermiteAt(interval, s0),
      value1: s1 === 1 ? interval.v1 : hermiteAt(interval, s1),
    });
  }
  return pieces;
}

/** Bisection steps: 2⁻⁴⁰ of a 4-day step is 0.3 µs, far inside the 1 s the search promises. */
const BISECTION_STEPS = 40;

/**
 * The fraction of the interval at which a monotonic piece reaches `level`, when it crosses it.
 * "Crossing" means the value is below the level at one end and not below at the other, the same
 * test at every sample, so a level met exactly at a sample is counted in one interval only.
 */
export function crossingFraction(interval: HermiteInterval, piece: MonotonicPiece, level: number): number {
  let low = piece.s0;
  let high = piece.s1;
  const startsBelow = piece.value0 < level;
  for (let step = 0; step < BISECTION_STEPS; step += 1) {
    const middle = (low + high) / 2;
    if (hermiteAt(interval, middle) < level === startsBelow) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}
