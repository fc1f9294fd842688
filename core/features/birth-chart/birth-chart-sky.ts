import { isTimeKnown } from '../../compose/reading-sky';
import { type NatalChart, computeChart } from '../../sky/chart';
import type { BirthChartRequest } from './birth-chart-request';

/** The natal chart of a birth-chart request: houses only with both a birth time and a place. */
export function castBirthChart({ person, houseSystem }: BirthChartRequest): NatalChart {
  const utc = new Date(person.utc);
  if (!isTimeKnown(person) || !person.place) return computeChart({ utc });
  return computeChart({
    utc,
    latitude: person.place.latitude,
    longitude: person.place.longitude,
    houseSystem,
  });
}
