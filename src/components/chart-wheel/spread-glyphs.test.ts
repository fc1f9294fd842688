import { describe, expect, it } from 'vitest';
import { arcBetween, normalizeDegrees, spreadGlyphs } from './spread-glyphs';

const TOLERANCE = 1e-7;

function closestPair(positions: readonly number[]): number {
  let closest = Infinity;
  positions.forEach((first, index) => {
    positions.slice(index + 1).forEach((second) => {
      closest = Math.min(closest, arcBetween(first, second));
    });
  });
  return closest;
}

/** Input indices in the order met going round the circle from `from`. */
function cyclicOrder(positions: readonly number[], from: number): number[] {
  return positions
    .map((position, index) => ({ index, key: normalizeDegrees(position - from) }))
    .sort((first, second) => first.key - second.key || first.index - second.index)
    .map((entry) => entry.index);
}

/** The same cyclic sequence, whatever element it starts from. */
function sameCycle(first: readonly number[], second: readonly number[]): boolean {
  const start = second.indexOf(first[0] ?? -1);
  return first.every((value, step) => second[(start + step) % second.length] === value);
}

/** Signed movement from the true position, -180..180. */
const shift = (displayed: number, actual: number) => ((((displayed - actual) % 360) + 540) % 360) - 180;

/** A small deterministic generator so failures are reproducible. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('spreadGlyphs', () => {
  it('leaves glyphs alone when they are already far enough apart', () => {
    const longitudes = [10, 40, 95.5, 200, 359];
    expect(spreadGlyphs(longitudes, 7)).toEqual(longitudes);
  });

  it('normalises longitudes into 0–360 and handles zero or one glyph', () => {
    expect(spreadGlyphs([], 7)).toEqual([]);
    expect(spreadGlyphs([-30], 7)).toEqual([330]);
    expect(spreadGlyphs([725], 7)).toEqual([5]);
  });

  it('pushes a close pair apart symmetrically, by exactly the missing distance', () => {
    const [first = 0, second = 0] = spreadGlyphs([100, 103], 7);
    expect(first).toBeCloseTo(98, 9);
    expect(second).toBeCloseTo(105, 9);
  });

  it('spreads a pair across 0° Aries without reversing them', () => {
    const [pisces = 0, aries = 0] = spreadGlyphs([358, 1], 8);
    expect(pisces).toBeCloseTo(355.5, 9);
    expect(aries).toBeCloseTo(3.5, 9);
  });

  it('fans out a six-planet stellium within 10° around its centre, in order, packed tight', () => {
    const stellium = [120, 121.5, 124, 125, 127.2, 129.8];
    const displayed = spreadGlyphs(stellium, 7);
    expect(closestPair(displayed)).toBeGreaterThanOrEqual(7 - TOLERANCE);
    // In order and exactly 7° apart: no glyph moved further than the spacing requires.
    displayed.slice(1).forEach((value, index) => expect(value - (displayed[index] ?? 0)).toBeCloseTo(7, 9));
    // Least squares keeps the group's centre where it was.
    const meanShift =
      displayed.reduce((sum, value, index) => sum + shift(value, stellium[index] ?? 0), 0) / 6;
    expect(meanShift).toBeCloseTo(0, 9);
    expect(
      Math.max(...displayed.map((value, index) => Math.abs(shift(value, stellium[index] ?? 0)))),
    ).toBeLessThan((5 * 7) / 2);
  });

  it('keeps input order for identical longitudes and returns results in input order', () => {
    const displayed = spreadGlyphs([200, 50, 50, 200.5], 6);
    expect(displayed[1] ?? 0).toBeLessThan(displayed[2] ?? 0);
    expect(displayed[0] ?? 0).toBeLessThan(displayed[3] ?? 0);
    expect(displayed[1]).toBeCloseTo(47, 9);
    expect(displayed[2]).toBeCloseTo(53, 9);
  });

  it('moves a stellium only as much as a neighbour outside it allows', () => {
    // The lone body at 140 sits clear of the group once it is spread, so it must not move.
    const displayed = spreadGlyphs([100, 101, 102, 140], 8);
    expect(displayed[3]).toBe(140);
    expect(displayed.slice(0, 3)).toEqual([93, 101, 109].map((value) => expect.closeTo(value, 9)));
  });

  it('never lets two of up to 14 bodies sit closer than the minimum and keeps their cyclic order', () => {
    const random = seededRandom(20_240_601);
    for (let trial = 0; trial < 400; trial += 1) {
      const count = 2 + Math.floor(random() * 13);
      const minimum = 4 + random() * 8;
      // Half the trials crowd everything into one quarter of the sky, to force big clusters.
      const span = trial % 2 === 0 ? 90 : 360;
      const start = random() * 360;
      const longitudes = Array.from({ length: count }, () => start + random() * span);
      const displayed = spreadGlyphs(longitudes, minimum);

      expect(displayed).toHaveLength(count);
      expect(closestPair(displayed), `trial ${trial}: ${longitudes.join(', ')}`).toBeGreaterThanOrEqual(
        minimum - TOLERANCE,
      );
      expect(
        sameCycle(cyclicOrder(displayed, start), cyclicOrder(longitudes, start)),
        `order, trial ${trial}`,
      ).toBe(true);
      // Least squares: the movements of the whole set balance out on the circle.
      const totalShift = displayed.reduce(
        (sum, value, index) => sum + shift(value, longitudes[index] ?? 0),
        0,
      );
      expect(Math.abs(totalShift)).toBeLessThan(1e-6);
    }
  });

  it('finds the least-squares answer: no small feasible nudge lowers the total movement', () => {
    const longitudes = [10, 12, 15, 17, 80, 84, 86, 300, 355, 357, 2, 5, 150, 152];
    const minimum = 6;
    const displayed = spreadGlyphs(longitudes, minimum);
    const cost = (positions: readonly number[]) =>
      positions.reduce((sum, value, index) => sum + shift(value, longitudes[index] ?? 0) ** 2, 0);
    const baseline = cost(displayed);
    const random = seededRandom(7);
    for (let trial = 0; trial < 500; trial += 1) {
      const nudged = displayed.map((value) => value + (random() - 0.5) * 0.2);
      if (closestPair(nudged) < minimum) continue;
      expect(cost(nudged)).toBeGreaterThanOrEqual(baseline - 1e-9);
    }
  });

  it('spreads evenly when the glyphs cannot fit at the requested spacing', () => {
    const displayed = spreadGlyphs(
      Array.from({ length: 12 }, (_, index) => index),
      40,
    );
    expect(closestPair(displayed)).toBeCloseTo(30, 9);
  });
});
