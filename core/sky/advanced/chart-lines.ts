import type { Aspect } from '../aspects';
import type { BodyPosition } from '../chart';
import type { Houses } from '../houses';
import type { BodyId } from '../body-ids';
import { ASPECT_WORDS, BODY_NAMES, byOrb, inHouse, orbLabel, placeLabel } from './placement-text';
import { READING_BODY_IDS } from './reading-bodies';

/** What the summary lines read from any chart: natal, composite, Davison, return, relocated. */
export interface ChartLike {
  bodies: Record<BodyId, BodyPosition>;
  houses?: Houses;
  aspects: Aspect<BodyId>[];
}

/** Enough aspects for a reading; the full list stays in the data. */
export const SUMMARY_ASPECT_LIMIT = 12;

/** "Composite Sun in Libra 14°02′ in house 7", one line per reading body. */
export const placementLines = (
  prefix: string,
  chart: ChartLike,
  bodies: readonly BodyId[] = READING_BODY_IDS,
): string[] =>
  bodies.map(
    (id) =>
      `${prefix} ${BODY_NAMES[id]} in ${placeLabel(chart.bodies[id].lon)}${inHouse(chart.bodies[id].house)}`,
  );

export const angleLines = (prefix: string, houses: Houses | undefined): string[] =>
  houses
    ? [`${prefix} Ascendant ${placeLabel(houses.asc)}`, `${prefix} Midheaven ${placeLabel(houses.mc)}`]
    : [];

/**
 * The tightest aspects inside one chart, "Davison Sun square Moon (orb 2°01′, applying)".
 * The mean node is skipped: the true node already stands for the same point.
 */
export function aspectLines(
  prefix: string,
  aspects: readonly Aspect<BodyId>[],
  { motion = true } = {},
): string[] {
  return aspects
    .filter((aspect) => aspect.a !== 'meanNode' && aspect.b !== 'meanNode')
    .sort(byOrb)
    .slice(0, SUMMARY_ASPECT_LIMIT)
    .map(
      (aspect) =>
        `${prefix} ${BODY_NAMES[aspect.a]} ${ASPECT_WORDS[aspect.type]} ${BODY_NAMES[aspect.b]} ${orbLabel(aspect, { motion })}`,
    );
}

/** Placements, angles and aspects of one chart, each line naming the chart. */
export const chartLines = (
  prefix: string,
  chart: ChartLike,
  options: { motion?: boolean } = {},
): string[] => [
  ...placementLines(prefix, chart),
  ...angleLines(prefix, chart.houses),
  ...aspectLines(prefix, chart.aspects, options),
];
