import type { ChartMoment } from '../advanced/birth-moment';
import { FrameCache } from './frame-cache';
import { houseIngresses } from './house-ingresses';
import { lunationHits } from './lunation-hits';
import { type NatalPoints, natalPointsOf } from './natal-points';
import type { PersonalSkyEvent } from './personal-sky-event';
import { progressedMoonChanges } from './progressed-moon';
import { returnEvents } from './returns';
import { SampledPath } from './sampled-path';
import { transitPasses } from './transit-passes';
import { MAX_PERSONAL_SKY_DAYS, TRANSITING_BODY_IDS, TRANSIT_STEP_DAYS } from './transit-table';

const DAY_MS = 86_400_000;

export interface PersonalSky {
  /** Whether the birth time was known: without it there are no angles, houses or natal Moon. */
  birthTimeKnown: boolean;
  /** Every event, in order of its exact instant. */
  events: PersonalSkyEvent[];
}

/**
 * One person's sky for `days` days from `from`: transits of the Sun through Pluto to the natal
 * points, lunations and eclipses on them, ingresses into the natal houses, the progressed Moon's
 * sign and house changes, and the returns scan (which looks years ahead). Pure and isomorphic:
 * the browser can run it in a Web Worker and post the plain result.
 */
export function personalSky(moment: ChartMoment, from: Date, days: number): PersonalSky {
  if (!Number.isInteger(days) || days < 1 || days > MAX_PERSONAL_SKY_DAYS) {
    throw new RangeError(
      `A personal sky covers 1 to ${MAX_PERSONAL_SKY_DAYS} whole days; ${days} was asked for.`,
    );
  }
  return personalSkyOf(natalPointsOf(moment), from, days);
}

/** The same scan for natal points already computed (tests give Swiss Ephemeris's own). */
export function personalSkyOf(natal: NatalPoints, from: Date, days: number): PersonalSky {
  const startMs = from.getTime();
  const endMs = startMs + days * DAY_MS;
  const frames = new FrameCache();
  const events: PersonalSkyEvent[] = [];
  for (const body of TRANSITING_BODY_IDS) {
    const path = new SampledPath(frames.motionOf(body), TRANSIT_STEP_DAYS[body], startMs);
    events.push(...transitPasses(body, path, natal, startMs, endMs));
    if (natal.houses) events.push(...houseIngresses(body, path, natal.houses, startMs, endMs));
  }
  events.push(...lunationHits(natal, startMs, endMs));
  events.push(...progressedMoonChanges(natal, startMs, endMs));
  events.push(...returnEvents(frames, natal, startMs, endMs));
  events.sort((first, second) => first.exactAt.localeCompare(second.exactAt));
  return { birthTimeKnown: natal.timeKnown, events };
}
