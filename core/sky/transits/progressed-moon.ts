import { SIGN_IDS } from '../../content/signs';
import { TROPICAL_YEAR_DAYS } from '../advanced/progressed';
import { physicalBodyPosition } from '../positions';
import { skyFrame } from '../sky-frame';
import type { NatalPoints } from './natal-points';
import type { ProgressionEvent } from './personal-sky-event';
import { SampledPath } from './sampled-path';

/**
 * Samples every 0.05 progressed days (about 18 real days): the Moon moves under 1° between them,
 * so Hermite interpolation is exact to far below an arcsecond.
 */
const PROGRESSED_STEP_DAYS = 0.05;
const SIGN_CUSPS = SIGN_IDS.map((_, index) => index * 30);

const iso = (ms: number) => new Date(Math.round(ms)).toISOString();

/**
 * The secondary-progressed Moon's sign changes, and with houses its changes of natal house, in
 * the window. A day after birth stands for a year of life (as in advanced/progressed.ts), so on a
 * real date t the progressed Moon is the Moon of birth + (t − birth) / tropical year; it moves
 * about 1° a month. Needs the birth time: without it the natal Moon itself is unknown by ±6°.
 */
export function progressedMoonChanges(
  natal: NatalPoints,
  windowStartMs: number,
  windowEndMs: number,
): ProgressionEvent[] {
  const startMs = Math.max(windowStartMs, natal.birthMs);
  if (!natal.timeKnown || startMs >= windowEndMs) return [];
  const progressedMs = (realMs: number) => natal.birthMs + (realMs - natal.birthMs) / TROPICAL_YEAR_DAYS;
  const path = new SampledPath(
    (realMs) => {
      const moon = physicalBodyPosition(skyFrame(new Date(progressedMs(realMs))), 'moon');
      return { lon: moon.lon, speed: moon.speed / TROPICAL_YEAR_DAYS };
    },
    PROGRESSED_STEP_DAYS * TROPICAL_YEAR_DAYS,
    startMs,
  );
  const first = path.indexAtOrBefore(startMs);
  const last = path.indexAtOrAfter(windowEndMs);
  const inWindow = (ms: number) => ms >= startMs && ms < windowEndMs;
  const events: ProgressionEvent[] = path
    .crossings(first, last, SIGN_CUSPS)
    .filter((crossing) => inWindow(crossing.ms))
    .map((crossing) => ({
      kind: 'progression',
      body: 'moon',
      change: 'sign',
      sign: SIGN_IDS[crossing.offsetIndex] ?? 'aries',
      exactAt: iso(crossing.ms),
    }));
  if (natal.houses) {
    for (const crossing of path.crossings(first, last, natal.houses.cusps)) {
      if (!inWindow(crossing.ms)) continue;
      events.push({
        kind: 'progression',
        body: 'moon',
        change: 'house',
        house: crossing.offsetIndex + 1,
        exactAt: iso(crossing.ms),
      });
    }
  }
  return events;
}
