import { type Aspect, aspectsBetween } from '../aspects';
import type { BodyPosition } from '../chart';
import { BODY_IDS, type BodyId } from '../body-ids';

const isNode = (id: BodyId) => id === 'meanNode' || id === 'trueNode';

/**
 * The aspects inside one set of positions, built as computeChart builds a natal chart's (every
 * body, the mean and true node never paired with each other), for charts that are not cast
 * for an instant, such as the composite.
 */
export function chartAspects(bodies: Record<BodyId, BodyPosition>): Aspect<BodyId>[] {
  const points = BODY_IDS.map((id) => ({ id, lon: bodies[id].lon, speed: bodies[id].speed }));
  return aspectsBetween(points, points).filter((aspect) => !(isNode(aspect.a) && isNode(aspect.b)));
}
