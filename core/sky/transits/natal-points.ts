import { PHYSICAL_BODY_IDS } from '../body-ids';
import type { Houses } from '../houses';
import { type ChartMoment, natalChartOf } from '../advanced/birth-moment';

/**
 * The natal points transits are read against: the ten bodies, the (true) North Node, and with a
 * birth time and place the Ascendant and Midheaven. The South Node is not a separate point: it
 * is the North Node's opposition, and listing both would report every node contact twice.
 */
export const NATAL_POINT_IDS = [...PHYSICAL_BODY_IDS, 'trueNode', 'asc', 'mc'] as const;
export type NatalPointId = (typeof NATAL_POINT_IDS)[number];

export interface NatalPoints {
  /** Birth instant, ms since the epoch. */
  birthMs: number;
  timeKnown: boolean;
  /** Longitude of each point the birth data supports, degrees. */
  longitudes: Partial<Record<NatalPointId, number>>;
  /** Placidus houses, when the birth time and place are known. */
  houses?: Houses;
}

/**
 * The natal points of a birth. Without a birth time the chart is cast for the stand-in instant
 * the caller gives (local noon), and the points that moment cannot fix are left out: the angles
 * and houses, which turn a full circle a day, and the Moon, which moves about 13° in a day, so
 * that a transit to it could be months away from the one we would name. The Sun and planets move
 * at most about 2° a day; they stay, read from noon.
 */
export function natalPointsOf(moment: ChartMoment): NatalPoints {
  const chart = natalChartOf(moment);
  const longitudes: Partial<Record<NatalPointId, number>> = {};
  for (const id of [...PHYSICAL_BODY_IDS, 'trueNode'] as const) {
    if (id === 'moon' && !moment.timeKnown) continue;
    longitudes[id] = chart.bodies[id].lon;
  }
  if (chart.houses) {
    longitudes.asc = chart.houses.asc;
    longitudes.mc = chart.houses.mc;
  }
  return {
    birthMs: moment.utc.getTime(),
    timeKnown: moment.timeKnown,
    longitudes,
    ...(chart.houses ? { houses: chart.houses } : {}),
  };
}
