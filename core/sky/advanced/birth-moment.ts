import { type NatalChart, computeChart } from '../chart';

/**
 * One person's birth as the advanced charts need it. `utc` is the birth instant; when the time
 * of day is unknown the caller passes a stand-in (usually local noon) and `timeKnown: false`.
 * The place is optional: without it (or without a known time) a chart has no houses.
 */
export interface ChartMoment {
  utc: Date;
  timeKnown: boolean;
  /** Geographic latitude, degrees north positive. */
  latitude?: number;
  /** Geographic longitude, degrees east positive. */
  longitude?: number;
}

/** A point on the Earth, degrees (north and east positive). */
export interface GeoPlace {
  latitude: number;
  longitude: number;
}

/** The birthplace, when both coordinates are known. */
export const birthPlaceOf = (moment: ChartMoment): GeoPlace | undefined =>
  moment.latitude === undefined || moment.longitude === undefined
    ? undefined
    : { latitude: moment.latitude, longitude: moment.longitude };

/**
 * Houses turn a full circle a day, so a stand-in time would put every cusp in the wrong place:
 * a chart gets houses only when the time is known and there is a place to cast them for.
 */
export function chartAt(utc: Date, timeKnown: boolean, place: GeoPlace | undefined): NatalChart {
  return timeKnown && place
    ? computeChart({ utc, latitude: place.latitude, longitude: place.longitude })
    : computeChart({ utc });
}

/** The natal chart of a birth moment, with houses when the time and the place are known. */
export const natalChartOf = (moment: ChartMoment): NatalChart =>
  chartAt(moment.utc, moment.timeKnown, birthPlaceOf(moment));
