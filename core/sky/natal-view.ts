import { ASPECT_IDS, type Aspect, type AspectId } from './aspects';
import type { AstrologerChart } from './astrologer-chart';
import { BODY_IDS, type BodyId } from './body-ids';
import type { BodyPosition, NatalChart } from './chart';

const isBodyId = (id: string): id is BodyId => (BODY_IDS as readonly string[]).includes(id);
const isAspectId = (id: string): id is AspectId => (ASPECT_IDS as readonly string[]).includes(id);

/**
 * The astrologer's chart seen as the NatalChart the readings were written for: the classical
 * bodies, the houses and the aspects they have words for, in whichever zodiac and house system
 * the chart was cast. Chiron, Lilith and minor aspects stay on the astrologer's chart, so a
 * reading that names every body never meets a point it cannot describe.
 */
export function natalViewOf(chart: AstrologerChart): NatalChart {
  const bodies = Object.fromEntries(BODY_IDS.map((id) => [id, chart.bodies[id]])) as Record<
    BodyId,
    BodyPosition
  >;
  const aspects = chart.aspects.filter(
    (aspect): aspect is Aspect<BodyId> => isBodyId(aspect.a) && isBodyId(aspect.b) && isAspectId(aspect.type),
  );
  return { utc: chart.utc, bodies, ...(chart.houses ? { houses: chart.houses } : {}), aspects };
}
