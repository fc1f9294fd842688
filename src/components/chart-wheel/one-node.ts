import type { WheelRing } from './wheel-types';

/**
 * The ring as the wheel draws it: one lunar node. The engine gives both the mean and the true
 * node, which sit within a degree or two of each other, so drawing both put the same ☊ glyph
 * on the wheel twice. The true node is the one drawn (it is the point the eclipses follow);
 * the tables still list both, each named for its model.
 */
export function withOneNode(ring: WheelRing): WheelRing {
  const hasTrueNode = ring.bodies.some((body) => body.id === 'trueNode');
  return hasTrueNode ? { ...ring, bodies: ring.bodies.filter((body) => body.id !== 'meanNode') } : ring;
}
