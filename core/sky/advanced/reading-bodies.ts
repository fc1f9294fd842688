import type { AspectPoint } from '../aspects';
import type { BodyPosition } from '../chart';
import { type BodyId, PHYSICAL_BODY_IDS } from '../body-ids';

/**
 * The bodies the advanced charts read: the ten planets and the true North Node. The chart
 * engine also gives the mean node, but it is the same point in a smoother model; reading both
 * would report every node contact twice.
 */
export const READING_BODY_IDS = [...PHYSICAL_BODY_IDS, 'trueNode'] as const satisfies readonly BodyId[];
export type ReadingBodyId = (typeof READING_BODY_IDS)[number];

/** The lights and the three inner planets: the placements a summary names first. */
export const PERSONAL_BODY_IDS = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
] as const satisfies readonly BodyId[];

/**
 * Aspect points for the reading bodies of one chart. `fixed` zeroes the speeds, for a chart
 * that stands still while another moves against it (natal positions under progressions).
 */
export function aspectPointsOf(
  bodies: Record<BodyId, BodyPosition>,
  { fixed = false }: { fixed?: boolean } = {},
): AspectPoint<BodyId>[] {
  return READING_BODY_IDS.map((id) => ({ id, lon: bodies[id].lon, speed: fixed ? 0 : bodies[id].speed }));
}
