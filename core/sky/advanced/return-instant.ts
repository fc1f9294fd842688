import { physicalBodyPosition } from '../positions';
import { skyFrame } from '../sky-frame';
import { signedArc } from './arc-midpoint';

const DAY_MS = 86_400_000;
/** Newton stops once a step is under a millisecond: 0.0005″ of lunar motion. */
const CONVERGED_MS = 1;
const MAX_ITERATIONS = 30;
/** Newton leaves the root within a millisecond, so a few 1 ms steps always settle on it. */
const MAX_SETTLE_STEPS = 5;

export type ReturningBody = 'sun' | 'moon';

/**
 * The instant nearest `guess` at which the apparent longitude of the Sun or the Moon equals
 * `target`, by Newton's method on the longitude with the engine's own speed as the slope.
 * Neither body ever moves backward, so the root is unique within half a cycle of the guess.
 * The answer is the first whole millisecond at or after the root, far below the 1″ required.
 */
export function findLongitudeReturn(body: ReturningBody, target: number, guess: Date): Date {
  let ms = guess.getTime();
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    const position = physicalBodyPosition(skyFrame(new Date(Math.round(ms))), body);
    const stepMs = (signedArc(position.lon, target) / position.speed) * DAY_MS;
    ms += stepMs;
    if (Math.abs(stepMs) < CONVERGED_MS) break;
  }
  // A Date holds whole milliseconds. Rounding to the nearest one lands just short of the target
  // half the time, and "the return in force at this instant" would then still be the previous
  // cycle's; answer the first millisecond at which the body has reached the target instead.
  // Newton's last step depends slightly on the guess, so settle on that millisecond from both sides.
  const reached = (at: number) => signedArc(longitudeAt(body, new Date(at)), target) <= 0;
  let instant = Math.round(ms);
  for (let step = 0; step < MAX_SETTLE_STEPS && reached(instant - 1); step += 1) instant -= 1;
  for (let step = 0; step < MAX_SETTLE_STEPS && !reached(instant); step += 1) instant += 1;
  return new Date(instant);
}

/** The apparent longitude of the Sun or the Moon at an instant. */
export const longitudeAt = (body: ReturningBody, instant: Date): number =>
  physicalBodyPosition(skyFrame(instant), body).lon;
