import { SIGN_IDS, type SignId } from '../content/signs';

/**
 * The whole-sign angle between the Moon's sign and the reader's sign, the simplest real
 * relation between today's sky and a sun sign. Counted in signs around the wheel.
 */
export const WHOLE_SIGN_ASPECTS = [
  'conjunction',
  'semi-sextile',
  'sextile',
  'square',
  'trine',
  'quincunx',
  'opposition',
] as const;
export type WholeSignAspect = (typeof WHOLE_SIGN_ASPECTS)[number];

/** Index = signs apart (0–11); the wheel is symmetric, so 1 and 11 are both semi-sextiles. */
const ASPECT_BY_DISTANCE = [
  'conjunction',
  'semi-sextile',
  'sextile',
  'square',
  'trine',
  'quincunx',
  'opposition',
  'quincunx',
  'trine',
  'square',
  'sextile',
  'semi-sextile',
] as const satisfies readonly WholeSignAspect[];

/** As astrologers write it between two bodies: "Moon trine Taurus". */
export const aspectVerbs = {
  conjunction: 'conjunct',
  'semi-sextile': 'semi-sextile',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  quincunx: 'quincunx',
  opposition: 'opposite',
} as const satisfies Record<WholeSignAspect, string>;

/** The whole-sign aspect between any two signs; the same whichever comes first. */
export function wholeSignAspect(first: SignId, second: SignId): WholeSignAspect {
  const distance = (SIGN_IDS.indexOf(first) - SIGN_IDS.indexOf(second) + 12) % 12;
  return ASPECT_BY_DISTANCE[distance] ?? 'conjunction';
}

export const moonAspect = (moonSign: SignId, sign: SignId): WholeSignAspect =>
  wholeSignAspect(moonSign, sign);
