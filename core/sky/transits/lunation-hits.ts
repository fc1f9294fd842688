import { ECLIPSE_LATITUDE_LIMIT, eclipseAt } from '../eclipses';
import { normalizeDegrees } from '../degrees';
import { physicalBodyPosition } from '../positions';
import { zodiacPlace } from '../zodiac-place';
import { skyFrame } from '../sky-frame';
import { NATAL_POINT_IDS, type NatalPoints } from './natal-points';
import type { EclipseEvent, LunationEvent } from './personal-sky-event';

/**
 * How close a lunation must fall to a natal point to count as falling on it, degrees. Narrower
 * than any aspect orb: a new or full Moon is one instant, and it is its degree that is read.
 */
export const LUNATION_ORB = 3;
const DAY_MS = 86_400_000;

export interface LunationInstant {
  ms: number;
  full: boolean;
  /** The elongation and the Moon's place at the lunation. */
  moon: Elongation;
}

function elongationAt(ms: number): Elongation {
  const frame = skyFrame(new Date(ms));
  const sun = physicalBodyPosition(frame, 'sun');
  const moon = physicalBodyPosition(frame, 'moon');
  return { value: moon.lon - sun.lon, rate: moon.speed - sun.speed, moonLat: moon.lat, moonLon: moon.lon };
}
/** The Moon's mean speed over the Sun, degrees a day: only for first guesses. */
const MEAN_ELONGATION_SPEED = 360 / 29.530589;
const MAX_NEWTON_STEPS = 12;

export interface Elongation {
  /** Moon − Sun, degrees. */
  value: number;
  /** Degrees per day; always positive (the Moon always outruns the Sun). */
  rate: number;
  moonLat: number;
  moonLon: number;
}

const iso = (ms: number) => new Date(Math.round(ms)).toISOString();
const distance = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

/**
 * New and full Moons in the window that fall within LUNATION_ORB of a natal point (the Moon's
 * place at a new Moon; the Moon's or the Sun's at a full Moon), as lunation events, or as
 * eclipse events when the lunation is an eclipse (then at the instant of greatest eclipse).
 */
export function lunationHits(
  natal: NatalPoints,
  windowStartMs: number,
  windowEndMs: number,
): (LunationEvent | EclipseEvent)[] {
  const events: (LunationEvent | EclipseEvent)[] = [];
  for (const lunation of newAndFullMoons(windowStartMs, windowEndMs)) {
    const { full, moon } = lunation;
    const lights = full
      ? ([
          ['moon', moon.moonLon],
          ['sun', normalizeDegrees(moon.moonLon + 180)],
        ] as const)
      : ([['moon', moon.moonLon]] as const);
    let eclipse: ReturnType<typeof eclipseAt> | undefined;
    for (const [body, lon] of lights) {
      for (const target of NATAL_POINT_IDS) {
        const natalLon = natal.longitudes[target];
        if (natalLon === undefined || distance(lon, natalLon) > LUNATION_ORB) continue;
        // The eclipse search costs a millisecond or so: only for a lunation that hits a point.
        if (eclipse === undefined) {
          eclipse = Math.abs(moon.moonLat) > ECLIPSE_LATITUDE_LIMIT ? null : eclipseAt(lunation.ms, !full);
        }
        const base = {
          body,
          target,
          phase: full ? ('full-moon' as const) : ('new-moon' as const),
          lon,
          sign: zodiacPlace(lon).sign,
          orb: distance(lon, natalLon),
        };
        events.push(
          eclipse
            ? {
                ...base,
                kind: 'eclipse',
                exactAt: iso(eclipse.ms),
                eclipse: full ? 'lunar' : 'solar',
                eclipseKind: eclipse.kind,
              }
            : { ...base, kind: 'lunation', exactAt: iso(lunation.ms) },
        );
      }
    }
  }
  return events;
}

/**
 * New and full Moons in [startMs, endMs): the instants the elongation reaches the next multiple of
 * 180°, each by Newton's method from a mean-motion guess. The elongation only grows, at 10–15° a
 * day, so Newton converges in a few steps and no lunation is skipped; this costs a fraction of
 * sampling the Moon every day through the window.
 */
export function newAndFullMoons(startMs: number, endMs: number): LunationInstant[] {
  const found: LunationInstant[] = [];
  const start = elongationAt(startMs);
  const startPhase = normalizeDegrees(start.value);
  let half = Math.floor(startPhase / 180) + 1;
  let guess = startMs + ((half * 180 - startPhase) / MEAN_ELONGATION_SPEED) * DAY_MS;
  for (;;) {
    const level = half * 180;
    let ms = guess;
    let state = elongationAt(Math.round(ms));
    for (let step = 0; step < MAX_NEWTON_STEPS; step += 1) {
      const behind = ((((level - state.value) % 360) + 540) % 360) - 180;
      const change = (behind / state.rate) * DAY_MS;
      ms += change;
      state = elongationAt(Math.round(ms));
      if (Math.abs(change) < 500) break;
    }
    if (ms >= endMs) return found;
    if (ms >= startMs) found.push({ ms, full: half % 2 === 1, moon: state });
    half += 1;
    guess = ms + (180 / MEAN_ELONGATION_SPEED) * DAY_MS;
  }
}
