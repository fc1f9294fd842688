import type { NatalChart } from '../chart';
import { normalizeDegrees } from '../positions';
import { type ChartMoment, type GeoPlace, birthPlaceOf, chartAt, natalChartOf } from './birth-moment';
import { findLongitudeReturn, longitudeAt } from './return-instant';

const DAY_MS = 86_400_000;
/** The Sun's mean motion, degrees per day: only for the first guess. */
const SUN_MEAN_DAILY_MOTION = 360 / 365.2421904;
const TROPICAL_YEAR_MS = 365.2421904 * DAY_MS;

export interface SolarReturnChart {
  /** The return instant, ISO 8601 UTC, to the millisecond. */
  instant: string;
  /** The natal apparent Sun longitude the return was solved for, degrees. */
  natalLongitude: number;
  /** Where the chart is cast: the given location, else the birthplace; absent when neither is known. */
  place?: GeoPlace;
  placeSource?: 'birthplace' | 'location';
  /** Houses only when the birth time is known and there is a place. */
  chart: NatalChart;
}

/**
 * The solar return in force on `today`: the most recent instant at or before `today` when the
 * apparent Sun stands again at its exact natal longitude (so on a birthday, before the exact
 * return, it is still last year's). Solved to a millisecond; cast at `location` when given,
 * otherwise at the birthplace.
 */
export function solarReturn(natalMoment: ChartMoment, today: Date, location?: GeoPlace): SolarReturnChart {
  if (today.getTime() < natalMoment.utc.getTime()) {
    throw new RangeError(
      `A solar return needs a date after the birth, but today (${today.toISOString()}) is before it (${natalMoment.utc.toISOString()}). Pass a later "today".`,
    );
  }
  const natal = natalChartOf(natalMoment);
  const target = natal.bodies.sun.lon;
  const sinceReturn = normalizeDegrees(longitudeAt('sun', today) - target);
  let instant = findLongitudeReturn(
    'sun',
    target,
    new Date(today.getTime() - (sinceReturn / SUN_MEAN_DAILY_MOTION) * DAY_MS),
  );
  // At the edge (the return a few seconds away) the guess can land on the coming one.
  if (instant.getTime() > today.getTime()) {
    instant = findLongitudeReturn('sun', target, new Date(instant.getTime() - TROPICAL_YEAR_MS));
  }
  const birthplace = birthPlaceOf(natalMoment);
  const place = location ?? birthplace;
  const placeSource = location ? 'location' : birthplace ? 'birthplace' : undefined;
  return {
    instant: instant.toISOString(),
    natalLongitude: target,
    ...(place && placeSource ? { place, placeSource } : {}),
    chart: chartAt(instant, natalMoment.timeKnown, place, natalMoment),
  };
}
