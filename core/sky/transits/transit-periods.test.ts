import { describe, expect, it } from 'vitest';
import { SampledPath } from './sampled-path';
import { transitPeriods } from './transit-periods';

const DAY_MS = 86_400_000;
const ANCHOR_MS = Date.UTC(2026, 0, 1);

/**
 * A slow made-up planet: 0.1°/day forward with a 3° swing every 100 days, so it stations at
 * 205.93° on day 33.9, backs to 204.07° by day 66.1, then goes on.
 */
const longitude = (days: number) => 200 + 0.1 * days + 3 * Math.sin((2 * Math.PI * days) / 100);
const speed = (days: number) => 0.1 + 3 * ((2 * Math.PI) / 100) * Math.cos((2 * Math.PI * days) / 100);
const motion = (ms: number) => {
  const days = (ms - ANCHOR_MS) / DAY_MS;
  return { lon: longitude(days) % 360, speed: speed(days) };
};
const dayOf = (ms: number) => (ms - ANCHOR_MS) / DAY_MS;

/** First day in [from, to] (by 0.001-day scan and bisection) the exact function meets `level`. */
function rootsOf(level: number, from: number, to: number): number[] {
  const roots: number[] = [];
  for (let t = from; t < to; t += 0.001) {
    const below = longitude(t) < level;
    if (below === longitude(t + 0.001) < level) continue;
    let [low, high] = [t, t + 0.001];
    for (let step = 0; step < 40; step += 1) {
      const middle = (low + high) / 2;
      if (longitude(middle) < level === below) low = middle;
      else high = middle;
    }
    roots.push((low + high) / 2);
  }
  return roots;
}

describe('transitPeriods', () => {
  const path = () => new SampledPath(motion, 1, ANCHOR_MS);

  it('gives the entry into orb, every exact pass and the exit, with their true times', () => {
    const center = 203;
    const orb = 0.5;
    const [period, ...others] = transitPeriods(path(), { center, orb }, ANCHOR_MS, ANCHOR_MS + 300 * DAY_MS);
    const passes = rootsOf(center, -100, 400);
    expect(period).toBeDefined();
    expect(dayOf(period?.startMs ?? 0)).toBeCloseTo(rootsOf(center - orb, -100, 400)[0] ?? 0, 4);
    expect(dayOf(period?.passes[0]?.ms ?? 0)).toBeCloseTo(passes[0] ?? 0, 4);
    expect(dayOf(period?.endMs ?? 0)).toBeCloseTo(rootsOf(center + orb, -100, 400)[0] ?? 0, 4);
    // Every exact pass of the whole span shows up in some stretch, none twice.
    const found = [period, ...others].flatMap(
      (stretch) => stretch?.passes.map((pass) => dayOf(pass.ms)) ?? [],
    );
    expect(found).toHaveLength(passes.filter((day) => day < 310).length);
  });

  it('keeps two passes of one station in one stretch, the second retrograde', () => {
    // A point 0.2° below the loop's top is passed, then passed back after the station.
    const top = Math.max(...Array.from({ length: 6001 }, (_, index) => longitude(index * 0.01)));
    const stretches = transitPeriods(
      path(),
      { center: top - 0.2, orb: 0.5 },
      ANCHOR_MS,
      ANCHOR_MS + 60 * DAY_MS,
    );
    expect(stretches[0]?.passes.map((pass) => pass.retrograde)).toEqual([false, true]);
  });

  it('does not report a stretch in orb that never reaches exact', () => {
    const top = Math.max(...Array.from({ length: 6001 }, (_, index) => longitude(index * 0.01)));
    // Within 0.5° of the top but beyond it: in orb around the station, exact only after day 60.
    const stretches = transitPeriods(
      path(),
      { center: top + 0.3, orb: 0.5 },
      ANCHOR_MS,
      ANCHOR_MS + 60 * DAY_MS,
    );
    expect(stretches).toEqual([]);
  });

  it('follows a stretch that began before the window back to its entry', () => {
    const center = 203;
    const passDay = rootsOf(center, -100, 400)[0] ?? 0;
    const windowStart = ANCHOR_MS + Math.ceil(passDay + 1) * DAY_MS;
    const stretches = transitPeriods(path(), { center, orb: 0.5 }, windowStart, windowStart + DAY_MS);
    expect(stretches[0]?.startMs).toBeLessThan(windowStart);
    expect(dayOf(stretches[0]?.passes[0]?.ms ?? 0)).toBeCloseTo(passDay, 4);
  });
});
