import { ASPECT_WORDS, BODY_NAMES } from '../../content/body-names';
import { monthName } from '../../time/calendar-date';
import type { NatalPointId } from '../../sky/transits/natal-points';
import type { TransitAspectId, TransitingBodyId } from '../../sky/transits/transit-table';

/** The natal points as a reading names them after "your". */
export const NATAL_POINT_NAMES = {
  ...BODY_NAMES,
  asc: 'Ascendant',
  mc: 'Midheaven',
} as const satisfies Record<NatalPointId | 'meanNode', string>;

/** The aspects as nouns ("the square"), where ASPECT_WORDS has the words between two bodies. */
export const ASPECT_NOUNS = {
  conjunction: 'conjunction',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposition',
} as const satisfies Record<TransitAspectId, string>;

/** "Saturn square your Venus", "Sun conjunct your Ascendant": one transit's title everywhere. */
export function transitTitle(transit: {
  body: TransitingBodyId;
  aspect: TransitAspectId;
  target: NatalPointId;
}): string {
  return `${BODY_NAMES[transit.body]} ${ASPECT_WORDS[transit.aspect]} your ${NATAL_POINT_NAMES[transit.target]}`;
}

/** "March 3": the UTC day of an instant, as the readings and the timeline print it. */
export function transitDayLabel(instant: string): string {
  return `${monthName(instant.slice(0, 10))} ${Number(instant.slice(8, 10))}`;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'] as const;
export const ordinalWord = (position: number): string => ORDINALS[position - 1] ?? `${position}th`;

const HOUSE_ORDINALS = ['1st', '2nd', '3rd'] as const;
/** "1st", "2nd", "11th". */
export const houseOrdinal = (house: number): string => HOUSE_ORDINALS[house - 1] ?? `${house}th`;
