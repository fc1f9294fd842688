import { physicalBodyPosition } from '../positions';
import { skyFrame } from '../sky-frame';
import { signedArc } from './arc-midpoint';

const DAY_MS = 86_400_000;
/** Newton stops once a step is under a millisecond: 0.0005″ of lunar motion. */
const CONVERGED_MS = 1;
const MAX_ITERATIONS = 30;

export type ReturningBody = 'sun' | 'moon';

/**
 * The instant nearest `guess` at which the apparent longitude of the Sun or the Moon equals
 * `target`, by Newton's method on the longitude with the engine's own speed as the slope.
 * Neither body ever moves backward, so the root is unique within half a cycle of the guess.
 * The answer is whole milliseconds (a Date cannot hold less), far below the 1″ required.
 */
export function findLongitudeReturn(body: ReturningBody, target: number, guess: Date): Date {
  let ms = guess.getTime();
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    const position = physicalBodyPosition(skyFrame(new Date(Math.round(ms))), body);
    const stepMs = (signedArc(position.lon, target) / position.speed) * DAY_MS;
    ms += stepMs;
    if (Math.abs(stepMs) < CONVERGED_MS) break;
  }
  return new Date(Math.round(ms));
}

/** The apparent longitude of the Sun or the Moon at an instant. */
export const longitudeAt = (body: ReturningBody, instant: Date): number =>
  physicalBodyPosition(skyFrame(instant), body).lon;
