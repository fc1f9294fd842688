/**
 * How a placement, an arc, an instant and a place are written wherever a chart is quoted: the
 * advanced-chart summaries, the birth-chart and calendar prompts, the chart composers. Text,
 * so it lives beside the composers and never in core/sky.
 */
import { signs } from '../content/signs';
import type { Aspect } from '../sky/aspects';
import { zodiacPlace } from '../sky/zodiac-place';
import type { GeoPlace } from '../sky/advanced/birth-moment';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "Libra 14°02′": sign, whole degrees and arcminutes, truncated as charts print them. */
export function placeLabel(longitude: number): string {
  const { sign, degree, minute } = zodiacPlace(longitude);
  return `${signs[sign].name} ${degree}°${twoDigits(minute)}′`;
}

/** An orb or any small arc: "1°12′". */
export function arcLabel(degrees: number): string {
  const totalMinutes = Math.floor(Math.abs(degrees) * 60 + 1e-9);
  return `${Math.floor(totalMinutes / 60)}°${twoDigits(totalMinutes % 60)}′`;
}

/** "2025-08-04 13:22 UTC": the minute is what a reader needs; the data keep the full ISO instant. */
export function utcLabel(instant: Date | string): string {
  const iso = typeof instant === 'string' ? instant : instant.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** "48.86°N 2.35°E". */
export function coordinatesLabel({ latitude, longitude }: GeoPlace): string {
  const latitudeText = `${Math.abs(latitude).toFixed(2)}°${latitude < 0 ? 'S' : 'N'}`;
  const longitudeText = `${Math.abs(longitude).toFixed(2)}°${longitude < 0 ? 'W' : 'E'}`;
  return `${latitudeText} ${longitudeText}`;
}

/** " in house 7", or nothing when the chart has no houses. */
export const inHouse = (house: number | undefined): string =>
  house === undefined ? '' : ` in house ${house}`;

/** "(orb 1°12′, applying)"; charts that do not move (composite) leave the motion out. */
export function orbLabel(
  aspect: Pick<Aspect, 'orb' | 'applying'>,
  { motion = true }: { motion?: boolean } = {},
): string {
  const movement = motion ? `, ${aspect.applying ? 'applying' : 'separating'}` : '';
  return `(orb ${arcLabel(aspect.orb)}${movement})`;
}
