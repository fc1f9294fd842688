import { signedArc } from '../advanced/arc-midpoint';
import { findLongitudeReturn, longitudeAt } from '../advanced/return-instant';
import { normalizeDegrees } from '../degrees';
import { physicalBodyPosition } from '../positions';
import { skyFrame } from '../sky-frame';
import type { FrameCache } from './frame-cache';
import type { NatalPoints } from './natal-points';
import { RETURN_PHASES, type ReturnEvent } from './personal-sky-event';
import { SampledPath } from './sampled-path';

const DAY_MS = 86_400_000;
const SUN_MEAN_DAILY_MOTION = 360 / 365.2421904;
const MOON_MEAN_DAILY_MOTION = 360 / 27.321582;
/** How far ahead the returns scan looks: a whole Jupiter cycle, and two of Saturn's quarters. */
export const RETURNS_HORIZON_YEARS = 12;
/**
 * Jupiter and Saturn sampled every 24 days: their stations are four months apart or more, so a
 * step holds at most one, and Hermite on it is within a few arcseconds before the exact polish.
 */
const SLOW_STEP_DAYS = 24;
const POLISH_STEPS = 3;
/** Below this speed (degrees a day, at a station) Newton's step is not trusted; Hermite stands. */
const POLISH_MIN_SPEED = 0.002;

const iso = (ms: number) => new Date(Math.round(ms)).toISOString();
const PHASE_ASPECTS = {
  return: 'conjunction',
  'waxing-square': 'square',
  opposition: 'opposition',
  'waning-square': 'square',
} as const;

/** Newton on the exact ephemeris from an interpolated crossing, kept only while it converges. */
function polished(body: 'jupiter' | 'saturn', target: number, ms: number, bracketMs: number): number {
  let best = ms;
  for (let step = 0; step < POLISH_STEPS; step += 1) {
    const position = physicalBodyPosition(skyFrame(new Date(best)), body);
    if (Math.abs(position.speed) < POLISH_MIN_SPEED) break;
    const next = best + (signedArc(position.lon, target) / position.speed) * DAY_MS;
    if (Math.abs(next - ms) > bracketMs) break;
    if (Math.abs(next - best) < 1) return next;
    best = next;
  }
  return best;
}

/** Every exact pass of Jupiter or Saturn at 0°, 90°, 180° and 270° from its natal place. */
function slowReturns(
  body: 'jupiter' | 'saturn',
  frames: FrameCache,
  natalLon: number,
  fromMs: number,
  horizonMs: number,
): ReturnEvent[] {
  const path = new SampledPath(frames.motionOf(body), SLOW_STEP_DAYS, fromMs);
  const offsets = RETURN_PHASES.map((_, index) => natalLon + index * 90);
  return path
    .crossings(0, path.indexAtOrAfter(horizonMs), offsets)
    .filter((crossing) => crossing.ms >= fromMs && crossing.ms < horizonMs)
    .map((crossing) => {
      const phase = RETURN_PHASES[crossing.offsetIndex] ?? 'return';
      const target = normalizeDegrees(crossing.level);
      return {
        kind: 'return',
        body,
        phase,
        aspect: PHASE_ASPECTS[phase],
        exactAt: iso(polished(body, target, crossing.ms, path.stepMs)),
        retrograde: !crossing.rising,
        natalLon,
      };
    });
}

/** The first instant after `fromMs` at which the Sun or the Moon stands at `target`. */
function nextReturn(body: 'sun' | 'moon', target: number, fromMs: number): number {
  const dailyMotion = body === 'sun' ? SUN_MEAN_DAILY_MOTION : MOON_MEAN_DAILY_MOTION;
  const cycleMs = (360 / dailyMotion) * DAY_MS;
  const toGo = normalizeDegrees(target - longitudeAt(body, new Date(fromMs)));
  let ms = findLongitudeReturn(body, target, new Date(fromMs + (toGo / dailyMotion) * DAY_MS)).getTime();
  if (ms < fromMs) ms = findLongitudeReturn(body, target, new Date(ms + cycleMs)).getTime();
  return ms;
}

/**
 * The returns scan: the next solar return, every lunar return in the window (at least the next
 * one; birth time needed), and Jupiter's and Saturn's returns, squares and oppositions to their
 * natal places over the next RETURNS_HORIZON_YEARS years, however far beyond the window.
 */
export function returnEvents(
  frames: FrameCache,
  natal: NatalPoints,
  windowStartMs: number,
  windowEndMs: number,
): ReturnEvent[] {
  const events: ReturnEvent[] = [];
  const fromMs = Math.max(windowStartMs, natal.birthMs);
  const sun = natal.longitudes.sun;
  if (sun !== undefined) {
    events.push({
      kind: 'return',
      body: 'sun',
      phase: 'return',
      aspect: 'conjunction',
      exactAt: iso(nextReturn('sun', sun, fromMs)),
      retrograde: false,
      natalLon: sun,
    });
  }
  const moon = natal.longitudes.moon;
  if (moon !== undefined) {
    let ms = nextReturn('moon', moon, fromMs);
    do {
      events.push({
        kind: 'return',
        body: 'moon',
        phase: 'return',
        aspect: 'conjunction',
        exactAt: iso(ms),
        retrograde: false,
        natalLon: moon,
      });
      ms = nextReturn('moon', moon, ms + DAY_MS);
    } while (ms < windowEndMs);
  }
  const horizonMs = fromMs + RETURNS_HORIZON_YEARS * 365.2421904 * DAY_MS;
  for (const body of ['jupiter', 'saturn'] as const) {
    const natalLon = natal.longitudes[body];
    if (natalLon !== undefined) events.push(...slowReturns(body, frames, natalLon, fromMs, horizonMs));
  }
  return events;
}
