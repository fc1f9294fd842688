import type { Aspect } from '../aspects';
import type { BodyPosition } from '../chart';
import { zodiacPlace } from '../zodiac-place';
import { type Houses, houseOf } from '../houses';
import { BODY_IDS, type BodyId } from '../body-ids';
import { arcMidpoint } from './arc-midpoint';
import { type ChartMoment, natalChartOf } from './birth-moment';
import { chartAspects } from './chart-aspects';
import { housesFromMidheaven } from './houses-from-midheaven';

export interface CompositeChart {
  /**
   * Each body at the near midpoint of the two natal longitudes. Latitude and speed are the
   * means of the two (the speed is what the midpoint would move at if both charts ran on, and
   * `retrograde` follows its sign).
   */
  bodies: Record<BodyId, BodyPosition>;
  /** Present when both natal charts have houses; see `composite` for the method. */
  houses?: Houses;
  /** The mean of the two birth latitudes, where the composite Ascendant is taken. */
  latitude?: number;
  aspects: Aspect<BodyId>[];
}

/**
 * The composite (midpoint) chart of two people.
 *
 * Houses, the "reference place" method: the composite Midheaven is the near midpoint of the two
 * natal Midheavens; its right ascension gives the composite RAMC, and the Ascendant and the
 * Placidus cusps follow from that RAMC at the mean of the two birth latitudes (obliquity of the
 * moment halfway between the births). Unlike midpoints of each cusp, this keeps the Ascendant
 * and the cusps consistent with the Midheaven and in zodiac order.
 */
export function composite(person: ChartMoment, partner: ChartMoment): CompositeChart {
  const first = natalChartOf(person);
  const second = natalChartOf(partner);
  const bodies = {} as Record<BodyId, BodyPosition>;
  for (const id of BODY_IDS) {
    const a = first.bodies[id];
    const b = second.bodies[id];
    const lon = arcMidpoint(a.lon, b.lon);
    const speed = (a.speed + b.speed) / 2;
    bodies[id] = { lon, lat: (a.lat + b.lat) / 2, speed, retrograde: speed < 0, ...zodiacPlace(lon) };
  }
  let houses: Houses | undefined;
  let latitude: number | undefined;
  if (first.houses && second.houses && person.latitude !== undefined && partner.latitude !== undefined) {
    latitude = (person.latitude + partner.latitude) / 2;
    houses = housesFromMidheaven({
      mc: arcMidpoint(first.houses.mc, second.houses.mc),
      latitude,
      instant: new Date((person.utc.getTime() + partner.utc.getTime()) / 2),
    });
    for (const id of BODY_IDS) bodies[id].house = houseOf(bodies[id].lon, houses.cusps);
  }
  return {
    bodies,
    ...(houses ? { houses, latitude } : {}),
    aspects: chartAspects(bodies),
  };
}
