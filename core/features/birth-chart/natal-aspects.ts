import { PLANET_IDS, type PlanetId } from '../../content/signs';
import type { Aspect } from '../../sky/aspects';
import type { BodyId } from '../../sky/body-ids';
import { bodyThemes } from '../../compose/chart/bank/aspect-meanings';
import { arcLabel } from '../../compose/placement-labels';
import { isPlanetId } from '../../compose/chart/chart-words';
import { signName } from '../../content/signs';
import { type PairKey, natalAspectLines, pairFlavours } from './bank/aspect-lines';
import type { NatalContext } from './natal-context';
import { bodyPhrase } from './natal-placements';

/** Aspects among the slow planets are shared by everyone born in the same years. */
const PERSONAL_POINTS: readonly PlanetId[] = ['sun', 'moon', 'mercury', 'venus', 'mars'];
/** Under a degree from exact, an aspect is strong enough that its orb is worth saying. */
const NEAR_EXACT = 1;
/** An aspect to the Sun or Moon counts as if this many degrees tighter. */
const LUMINARY_BONUS = 1;

type PlanetAspect = Aspect<BodyId> & { a: PlanetId; b: PlanetId };

/**
 * The strongest aspects of the chart, each read in one sentence: the placements, the angle and
 * what the pair of planets is about. Strength is tightness, with the Sun and Moon weighing more.
 */
export function aspectParagraph(context: NatalContext, count: number): string {
  const strength = (aspect: PlanetAspect) =>
    aspect.orb - ([aspect.a, aspect.b].some((id) => id === 'sun' || id === 'moon') ? LUMINARY_BONUS : 0);
  return context.chart.aspects
    .filter((aspect): aspect is PlanetAspect => isPlanetId(aspect.a) && isPlanetId(aspect.b))
    .filter((aspect) => PERSONAL_POINTS.includes(aspect.a) || PERSONAL_POINTS.includes(aspect.b))
    .filter((aspect) => context.timeKnown || (aspect.a !== 'moon' && aspect.b !== 'moon'))
    .sort((first, second) => strength(first) - strength(second))
    .slice(0, count)
    .map((aspect) => aspectSentence(context, aspect))
    .join(' ');
}

function aspectSentence(context: NatalContext, aspect: PlanetAspect): string {
  const { writer, chart } = context;
  const [first, second] =
    PLANET_IDS.indexOf(aspect.a) < PLANET_IDS.indexOf(aspect.b) ? [aspect.a, aspect.b] : [aspect.b, aspect.a];
  const firstSign = chart.bodies[first].sign;
  const secondSign = chart.bodies[second].sign;
  const firstPlace = `${bodyPhrase(first)} in ${signName(firstSign)}`;
  const secondPlace = `${bodyPhrase(second)} in ${signName(secondSign)}`;
  return writer.line(natalAspectLines[aspect.type], {
    firstPlace,
    secondPlace,
    pairPlace:
      firstSign === secondSign
        ? `${bodyPhrase(first)} and ${bodyPhrase(second)} in ${signName(firstSign)}`
        : `${firstPlace} and ${secondPlace}`,
    first: `your ${writer.pickFresh(bodyThemes[first])}`,
    second: `your ${writer.pickFresh(bodyThemes[second])}`,
    exactness: aspect.orb < NEAR_EXACT ? `, within ${arcLabel(aspect.orb)} of exact` : '',
    flavour: pairFlavours[`${first}|${second}` as PairKey],
  });
}
