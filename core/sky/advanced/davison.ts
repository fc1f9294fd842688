import type { NatalChart } from '../chart';
import { arcMidpoint, toGeographicLongitude } from './arc-midpoint';
import { type ChartMoment, type GeoPlace, birthPlaceOf, chartAt } from './birth-moment';

export interface DavisonChart {
  /** The moment halfway between the two births (UTC), ISO 8601. */
  instant: string;
  /** Halfway between the birthplaces; absent unless both are known. */
  place?: GeoPlace;
  /** A real chart cast for that instant (and place, when both times and places are known). */
  chart: NatalChart;
}

/**
 * The Davison relationship chart: the sky at the midpoint in time of the two births, at the
 * midpoint in space — the mean latitude, and the longitude halfway along the shorter arc (a
 * couple born at 170°E and 170°W meet at 180°, not at 0°).
 */
export function davison(person: ChartMoment, partner: ChartMoment): DavisonChart {
  const instant = new Date((person.utc.getTime() + partner.utc.getTime()) / 2);
  const first = birthPlaceOf(person);
  const second = birthPlaceOf(partner);
  const place =
    first && second
      ? {
          latitude: (first.latitude + second.latitude) / 2,
          longitude: toGeographicLongitude(arcMidpoint(first.longitude, second.longitude)),
        }
      : undefined;
  const chart = chartAt(instant, person.timeKnown && partner.timeKnown, place, person);
  return { instant: instant.toISOString(), ...(place ? { place } : {}), chart };
}
