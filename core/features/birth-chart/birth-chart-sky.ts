import { isTimeKnown } from '../../compose/reading-sky';
import { type AstrologerChart, computeAstrologerChart } from '../../sky/astrologer-chart';
import type { BirthChartRequest } from './birth-chart-request';

/**
 * The chart of a birth-chart request, cast once for the reading or the prompt: in the zodiac
 * and house system asked for, with Chiron, Lilith and the Part of Fortune; houses (and the
 * points counted from the Ascendant) only with both a birth time and a place.
 */
export function castBirthChart({ person, houseSystem, zodiac }: BirthChartRequest): AstrologerChart {
  const utc = new Date(person.utc);
  const choices = { ...(zodiac ? { zodiac } : {}), ...(houseSystem ? { houseSystem } : {}) };
  if (!isTimeKnown(person) || !person.place) return computeAstrologerChart({ utc, ...choices });
  return computeAstrologerChart({
    utc,
    latitude: person.place.latitude,
    longitude: person.place.longitude,
    ...choices,
  });
}
