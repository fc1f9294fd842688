import type { NatalChart } from '../chart';
import { type ChartMoment, type GeoPlace, chartAt, natalChartOf } from './birth-moment';
import { READING_BODY_IDS, type ReadingBodyId } from './reading-bodies';

export interface HouseChange {
  body: ReadingBodyId;
  natalHouse: number;
  relocatedHouse: number;
}

export interface RelocationChart {
  target: GeoPlace;
  natal: NatalChart;
  /** The natal instant cast at the target: the same longitudes, new angles and houses. */
  chart: NatalChart;
  /** Bodies whose house differs from the birthplace chart; absent when that chart has no houses. */
  houseChanges?: HouseChange[];
}

/** The natal instant recast for another place. Houses need the birth time (see chartAt). */
export function relocation(natalMoment: ChartMoment, target: GeoPlace): RelocationChart {
  const natal = natalChartOf(natalMoment);
  const chart = chartAt(natalMoment.utc, natalMoment.timeKnown, target, natalMoment);
  const houseChanges =
    natal.houses && chart.houses
      ? READING_BODY_IDS.flatMap((body) => {
          const natalHouse = natal.bodies[body].house;
          const relocatedHouse = chart.bodies[body].house;
          return natalHouse !== undefined && relocatedHouse !== undefined && natalHouse !== relocatedHouse
            ? [{ body, natalHouse, relocatedHouse }]
            : [];
        })
      : undefined;
  return { target, natal, chart, ...(houseChanges ? { houseChanges } : {}) };
}
