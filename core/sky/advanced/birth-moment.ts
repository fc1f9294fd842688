import { computeAstrologerChart } from '../astrologer-chart';
import { type NatalChart, computeChart } from '../chart';
import type { HouseSystemId } from '../house-systems';
import { natalViewOf } from '../natal-view';
import type { ZodiacChoice } from '../zodiacs';

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
  /** The visitor's house system; absent: Placidus. */
  houseSystem?: HouseSystemId;
  /** The visitor's zodiac; absent: tropical. */
  zodiac?: ZodiacChoice;
}

/** How a chart is drawn: the house system and the zodiac (absent: Placidus, tropical). */
export type ChartFrame = Pick<ChartMoment, 'houseSystem' | 'zodiac'>;

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
export function chartAt(
  utc: Date,
  timeKnown: boolean,
  place: GeoPlace | undefined,
  { houseSystem, zodiac }: ChartFrame = {},
): NatalChart {
  const at = timeKnown && place ? { latitude: place.latitude, longitude: place.longitude } : {};
  // The classic chart when nothing else is asked for; otherwise the astrologer's, in the classic shape.
  if (zodiac === undefined || zodiac.zodiac === 'tropical')
    return computeChart({ utc, ...at, ...(houseSystem ? { houseSystem } : {}) });
  return natalViewOf(computeAstrologerChart({ utc, ...at, zodiac, ...(houseSystem ? { houseSystem } : {}) }));
}

/** The natal chart of a birth moment, with houses when the time and the place are known. */
export const natalChartOf = (moment: ChartMoment): NatalChart =>
  chartAt(moment.utc, moment.timeKnown, birthPlaceOf(moment), moment);
