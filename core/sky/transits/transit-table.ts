import type { AspectId } from '../aspects';
import type { PhysicalBodyId } from '../body-ids';

/** The longest window one scan covers, days (the API's bound too). */
export const MAX_PERSONAL_SKY_DAYS = 366;

/** The transiting bodies: the Sun through Pluto. The Moon is left out: it makes every aspect twice a month. */
export const TRANSITING_BODY_IDS = [
  'sun',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const satisfies readonly PhysicalBodyId[];
export type TransitingBodyId = (typeof TRANSITING_BODY_IDS)[number];

/**
 * Orbs of transits, degrees either side of exact, per transiting body. Transit orbs are much
 * narrower than natal ones (aspects.ts): a transit is a moment or a season, not a standing
 * pattern. The fast bodies get 1°, a day or two in orb; Mars 1.5°, as its slow stretches near a
 * station would otherwise fall in and out; Jupiter and Saturn 2°, which keeps each of their
 * passes a season of one to three months; Uranus, Neptune and Pluto 1°, because they move so
 * slowly that a wider orb would keep one transit "on" for years. Keep equal to the table in
 * core/sky/reference/transit-reference.c, which made the Swiss Ephemeris references.
 */
export const TRANSIT_ORBS = {
  sun: 1,
  mercury: 1,
  venus: 1,
  mars: 1.5,
  jupiter: 2,
  saturn: 2,
  uranus: 1,
  neptune: 1,
  pluto: 1,
} as const satisfies Record<TransitingBodyId, number>;

/**
 * Sample step per body, days. A step holds at most one station for every body (the shortest
 * span between two stations, Mercury's retrograde, is about three weeks), so the monotonic
 * pieces find every pass; and Hermite interpolation on these steps follows the real motion to
 * well under 0.1″ (checked in transit-passes.test.ts), far inside the 2-minute goal.
 */
export const TRANSIT_STEP_DAYS = {
  sun: 1,
  mercury: 1,
  venus: 1,
  mars: 1,
  jupiter: 2,
  saturn: 2,
  uranus: 4,
  neptune: 4,
  pluto: 4,
} as const satisfies Record<TransitingBodyId, number>;

export type TransitAspectId = Exclude<AspectId, 'quincunx'>;
export const TRANSIT_ASPECT_IDS = [
  'conjunction',
  'sextile',
  'square',
  'trine',
  'opposition',
] as const satisfies readonly TransitAspectId[];

/**
 * The major aspects as the transiting body's angle ahead of the natal point: the waxing and the
 * waning side of each are separate passes (a square at 90° and one at 270°).
 */
export const TRANSIT_ANGLES: readonly { angle: number; aspect: TransitAspectId }[] = [
  { angle: 0, aspect: 'conjunction' },
  { angle: 60, aspect: 'sextile' },
  { angle: 90, aspect: 'square' },
  { angle: 120, aspect: 'trine' },
  { angle: 180, aspect: 'opposition' },
  { angle: 240, aspect: 'trine' },
  { angle: 270, aspect: 'square' },
  { angle: 300, aspect: 'sextile' },
];
