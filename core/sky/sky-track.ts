import { physicalBodyPosition } from './positions';
import { PHYSICAL_BODY_IDS, type PhysicalBodyId } from './body-ids';
import { skyFrame } from './sky-frame';

const DAY_MS = 86_400_000;

/**
 * A continuous quantity sampled on an even grid with its rate: an unwrapped longitude (no jump
 * at 360°) or a difference of two. Between samples it is read by cubic Hermite interpolation,
 * which on a half-day grid follows even the Moon to a small fraction of an arcsecond, so event
 * searches need no further ephemeris calls.
 */
export interface Signal {
  /** Degrees, unwrapped. */
  values: number[];
  /** Degrees per day. */
  rates: number[];
}

export interface SkyTrack {
  startMs: number;
  stepDays: number;
  length: number;
  longitudes: Record<PhysicalBodyId, Signal>;
  /** The Moon's ecliptic latitude per sample (for eclipse screening). */
  moonLatitudes: number[];
}

export interface Crossing {
  ms: number;
  /** The level crossed, unwrapped degrees. */
  level: number;
  rising: boolean;
}

const wrap180 = (degrees: number) => ((((degrees + 180) % 360) + 360) % 360) - 180;

/** Samples every physical body from `fromMs` to at least `toMs`. */
export function sampleSky(fromMs: number, toMs: number, stepDays: number): SkyTrack {
  const length = Math.ceil((toMs - fromMs) / (stepDays * DAY_MS)) + 1;
  const longitudes = Object.fromEntries(
    PHYSICAL_BODY_IDS.map((id) => [id, { values: [] as number[], rates: [] as number[] }]),
  ) as Record<PhysicalBodyId, Signal>;
  const moonLatitudes: number[] = [];
  for (let index = 0; index < length; index += 1) {
    const frame = skyFrame(new Date(fromMs + index * stepDays * DAY_MS));
    for (const id of PHYSICAL_BODY_IDS) {
      const position = physicalBodyPosition(frame, id);
      const signal = longitudes[id];
      const previous = signal.values[index - 1];
      signal.values.push(previous === undefined ? position.lon : previous + wrap180(position.lon - previous));
      signal.rates.push(position.speed);
      if (id === 'moon') moonLatitudes.push(position.lat);
    }
  }
  return { startMs: fromMs, stepDays, length, longitudes, moonLatitudes };
}

export function difference(a: Signal, b: Signal): Signal {
  return {
    values: a.values.map((value, index) => value - (b.values[index] ?? 0)),
    rates: a.rates.map((rate, index) => rate - (b.rates[index] ?? 0)),
  };
}

/** Hermite interpolation inside interval `index` at fraction `s` ∈ [0, 1]. */
function hermite(signal: Signal, index: number, s: number, stepDays: number): number {
  const v0 = signal.values[index] ?? 0;
  const v1 = signal.values[index + 1] ?? 0;
  const r0 = (signal.rates[index] ?? 0) * stepDays;
  const r1 = (signal.rates[index + 1] ?? 0) * stepDays;
  const s2 = s * s;
  const s3 = s2 * s;
  return (2 * s3 - 3 * s2 + 1) * v0 + (s3 - 2 * s2 + s) * r0 + (-2 * s3 + 3 * s2) * v1 + (s3 - s2) * r1;
}

/** Value of a signal at a time inside the track. */
export function signalAt(track: SkyTrack, signal: Signal, ms: number): number {
  const position = (ms - track.startMs) / (track.stepDays * DAY_MS);
  const index = Math.min(Math.max(Math.floor(position), 0), track.length - 2);
  return hermite(signal, index, position - index, track.stepDays);
}

export const trackTime = (track: SkyTrack, index: number, fraction = 0) =>
  track.startMs + (index + fraction) * track.stepDays * DAY_MS;

/**
 * Every time the signal passes a level `offset + k·period` (either direction unless told),
 * solved on the interpolant by bisection to well under a second.
 */
export function findCrossings(
  track: SkyTrack,
  signal: Signal,
  period: number,
  offsets: readonly number[],
  direction: 'rising' | 'both' = 'both',
): Crossing[] {
  const crossings: Crossing[] = [];
  for (let index = 0; index + 1 < track.length; index += 1) {
    const v0 = signal.values[index] ?? 0;
    const v1 = signal.values[index + 1] ?? 0;
    const rising = v1 > v0;
    if (!rising && direction === 'rising') continue;
    const low = Math.min(v0, v1);
    const high = Math.max(v0, v1);
    for (const offset of offsets) {
      for (let level = Math.ceil((low - offset) / period) * period + offset; level <= high; level += period) {
        if (level === v0 && index > 0) continue;
        let a = 0;
        let b = 1;
        for (let iteration = 0; iteration < 32; iteration += 1) {
          const middle = (a + b) / 2;
          const below = hermite(signal, index, middle, track.stepDays) < level;
          if (below === rising) a = middle;
          else b = middle;
        }
        crossings.push({ ms: trackTime(track, index, (a + b) / 2), level, rising });
      }
    }
  }
  return crossings.sort((first, second) => first.ms - second.ms);
}
