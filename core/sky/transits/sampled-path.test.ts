import { describe, expect, it } from 'vitest';
import { SampledPath } from './sampled-path';

const DAY_MS = 86_400_000;
const ANCHOR_MS = Date.UTC(2026, 0, 1);

/**
 * A made-up planet with a retrograde loop every 20 days: 0.5°/day forward plus a 3° swing, so it
 * turns back for a few days each cycle. Unwrapped degrees, and its exact speed.
 */
const loopLongitude = (days: number) => 100 + 0.5 * days + 3 * Math.sin((2 * Math.PI * days) / 20);
const loopSpeed = (days: number) => 0.5 + 3 * ((2 * Math.PI) / 20) * Math.cos((2 * Math.PI * days) / 20);
const loopMotion = (ms: number) => {
  const days = (ms - ANCHOR_MS) / DAY_MS;
  return { lon: ((loopLongitude(days) % 360) + 360) % 360, speed: loopSpeed(days) };
};

/** Where the exact function meets `level`, by a dense scan and bisection: the answer key. */
function exactRoots(level: number, fromDays: number, toDays: number): number[] {
  const roots: number[] = [];
  const step = 0.001;
  for (let t = fromDays; t < toDays; t += step) {
    const below = loopLongitude(t) < level;
    if (below === loopLongitude(t + step) < level) continue;
    let low = t;
    let high = t + step;
    for (let iteration = 0; iteration < 50; iteration += 1) {
      const middle = (low + high) / 2;
      if (loopLongitude(middle) < level === below) low = middle;
      else high = middle;
    }
    roots.push((low + high) / 2);
  }
  return roots;
}

const daysOf = (ms: number) => (ms - ANCHOR_MS) / DAY_MS;

describe('SampledPath.crossings', () => {
  it('finds every pass of a retrograde loop, three of one level, each within a second', () => {
    // Quarter-day samples: this loop turns far faster than any planet's, so daily Hermite would be seconds off.
    const path = new SampledPath(loopMotion, 0.25, ANCHOR_MS);
    // The first loop stations at 105.93° (day 6.8), runs back to 104.07° (day 13.2): 105° is met three times.
    const level = 105;
    const expected = exactRoots(level, 0, 30);
    expect(expected).toHaveLength(3);
    const found = path.crossings(0, 120, [level]).map((crossing) => daysOf(crossing.ms));
    expect(found).toHaveLength(3);
    found.forEach((day, index) => expect(Math.abs(day - (expected[index] ?? 0)) * 86_400).toBeLessThan(1));
  });

  it('marks each pass direct or retrograde', () => {
    const path = new SampledPath(loopMotion, 1, ANCHOR_MS);
    expect(path.crossings(0, 30, [105]).map((crossing) => crossing.rising)).toEqual([true, false, true]);
  });

  it('finds two passes that fall inside one sample step, around a station', () => {
    // Just under the loop's turning point: met going forward and again going back within hours.
    const turn = Math.max(...Array.from({ length: 801 }, (_, index) => loopLongitude(5 + index * 0.005)));
    const level = turn - 0.0005;
    const expected = exactRoots(level, 5, 9);
    expect(expected).toHaveLength(2);
    expect((expected[1] ?? 0) - (expected[0] ?? 0)).toBeLessThan(1);
    const path = new SampledPath(loopMotion, 1, ANCHOR_MS);
    expect(path.crossings(5, 9, [level])).toHaveLength(2);
  });

  it('claims no pass where the loop turns back short of the level', () => {
    const turn = Math.max(...Array.from({ length: 801 }, (_, index) => loopLongitude(5 + index * 0.005)));
    const path = new SampledPath(loopMotion, 1, ANCHOR_MS);
    // From day 5 to day 9 the body rises to its station and falls back, short of the level.
    const crossings = path.crossings(5, 9, [turn + 0.0005]);
    expect(exactRoots(turn + 0.0005, 5, 9)).toHaveLength(0);
    expect(crossings).toEqual([]);
  });

  it('reads a level at every turn of the circle (offset + k·360) across 0°', () => {
    const fast = (ms: number) => ({ lon: (((350 + 4 * daysOf(ms)) % 360) + 360) % 360, speed: 4 });
    const path = new SampledPath(fast, 1, ANCHOR_MS);
    const found = path.crossings(0, 100, [2]);
    // 350° + 4°/day meets 2° on day 3, then every 90 days.
    expect(found.map((crossing) => daysOf(crossing.ms))).toEqual([
      expect.closeTo(3, 6),
      expect.closeTo(93, 6),
    ]);
  });

  it('grows backward without changing the samples it already holds', () => {
    const path = new SampledPath(loopMotion, 1, ANCHOR_MS);
    const before = path.valueAt(5);
    path.cover(-40, 5);
    expect(path.valueAt(5)).toBe(before);
    expect(path.valueAt(-40) - path.valueAt(5)).toBeCloseTo(loopLongitude(-40) - loopLongitude(5), 9);
  });
});
