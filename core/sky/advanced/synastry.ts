import { type AspectId, aspectsBetween } from '../aspects';
import type { NatalChart } from '../chart';
import { houseOf } from '../houses';
import type { BodyId } from '../body-ids';
import { type ChartMoment, natalChartOf } from './birth-moment';
import { byOrb } from './by-orb';
import { READING_BODY_IDS, aspectPointsOf } from './reading-bodies';

/** An aspect between the two rings of a bi-wheel: the person inside, the partner outside. */
export interface InterAspect {
  /** The person's body (inner ring). */
  inner: BodyId;
  /** The partner's body (outer ring). */
  outer: BodyId;
  type: AspectId;
  separation: number;
  orb: number;
  applying: boolean;
}

/** One body of one chart placed in the other chart's houses. */
export interface HouseOverlay {
  body: BodyId;
  house: number;
}

export interface SynastryChart {
  /** The person's natal chart, the inner ring. */
  inner: NatalChart;
  /** The partner's natal chart, the outer ring. */
  outer: NatalChart;
  /** Every inter-aspect between the reading bodies, tightest first. */
  interAspects: InterAspect[];
  /** The partner's bodies in the person's houses; absent when the person's chart has none. */
  outerInInnerHouses?: HouseOverlay[];
  /** The person's bodies in the partner's houses; absent when the partner's chart has none. */
  innerInOuterHouses?: HouseOverlay[];
}

function overlay(guest: NatalChart, host: NatalChart): HouseOverlay[] | undefined {
  const cusps = host.houses?.cusps;
  if (!cusps) return undefined;
  return READING_BODY_IDS.map((body) => ({ body, house: houseOf(guest.bodies[body].lon, cusps) }));
}

/** Synastry of `person` (inner ring) and `partner` (outer ring). */
export function synastry(person: ChartMoment, partner: ChartMoment): SynastryChart {
  const inner = natalChartOf(person);
  const outer = natalChartOf(partner);
  const interAspects = aspectsBetween(aspectPointsOf(inner.bodies), aspectPointsOf(outer.bodies))
    .map(({ a, b, ...rest }) => ({ inner: a, outer: b, ...rest }))
    .sort(byOrb);
  const outerInInnerHouses = overlay(outer, inner);
  const innerInOuterHouses = overlay(inner, outer);
  return {
    inner,
    outer,
    interAspects,
    ...(outerInInnerHouses ? { outerInInnerHouses } : {}),
    ...(innerInOuterHouses ? { innerInOuterHouses } : {}),
  };
}
