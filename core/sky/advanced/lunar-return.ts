import type { NatalChart } from '../chart';
import { normalizeDegrees } from '../positions';
import { type ChartMoment, type GeoPlace, birthPlaceOf, chartAt, natalChartOf } from './birth-moment';
import { findLongitudeReturn, longitudeAt } from './return-instant';

const DAY_MS = 86_400_000;
/** The Moon's mean tropical month, days: for first guesses only. */
const TROPICAL_MONTH_DAYS = 27.321582;

export interface LunarReturnChart {
  /** The next lunar return after `today`, ISO 8601 UTC, to the millisecond. */
  instant: string;
  /** The return before it (at or before `today`): the one whose month is current. */
  previousInstant: string;
  /** The natal apparent Moon longitude the returns were solved for, degrees. */
  natalLongitude: number;
  /** Where the charts are cast: the given location, else the birthplace; absent when neither is known. */
  place?: GeoPlace;
  placeSource?: 'birthplace' | 'location';
  /** The chart of the next return; houses only when the birth time is known and there is a place. */
  chart: NatalChart;
  /** The chart of the current (previous) return, same place and rules. */
  previousChart: NatalChart;
}

/**
 * The next lunar return after `today` — the Moon back at its exact natal longitude — and the
 * one before it, which opened the lunar month `today` belongs to. Solved to a millisecond.
 */
export function lunarReturn(natalMoment: ChartMoment, today: Date, location?: GeoPlace): LunarReturnChart {
  const natal = natalChartOf(natalMoment);
  const target = natal.bodies.moon.lon;
  const month = (factor: number) => factor * TROPICAL_MONTH_DAYS * DAY_MS;
  const toGo = normalizeDegrees(target - longitudeAt('moon', today));
  let next = findLongitudeReturn('moon', target, new Date(today.getTime() + (toGo / 360) * month(1)));
  if (next.getTime() <= today.getTime())
    next = findLongitudeReturn('moon', target, new Date(next.getTime() + month(1)));
  let previous = findLongitudeReturn('moon', target, new Date(next.getTime() - month(1)));
  // Guarding the edge where the first guess skipped a return that fell just after `today`.
  if (previous.getTime() > today.getTime()) {
    next = previous;
    previous = findLongitudeReturn('moon', target, new Date(next.getTime() - month(1)));
  }
  const birthplace = birthPlaceOf(natalMoment);
  const place = location ?? birthplace;
  const placeSource = location ? 'location' : birthplace ? 'birthplace' : undefined;
  return {
    instant: next.toISOString(),
    previousInstant: previous.toISOString(),
    natalLongitude: target,
    ...(place && placeSource ? { place, placeSource } : {}),
    chart: chartAt(next, natalMoment.timeKnown, place, natalMoment),
    previousChart: chartAt(previous, natalMoment.timeKnown, place, natalMoment),
  };
}
