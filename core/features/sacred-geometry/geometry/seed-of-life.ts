import { ORIGIN, emptyFigure, pointOnCircle, unitBoxFrame, type Figure } from './figure';
import { hexagonAngles } from './hexagonal-lattice';

/**
 * The Seed of Life: one circle and six more of the same radius centred on it, each passing
 * through the middle one's centre, 60° apart. Drawn with radius 1, it reaches 2 from its centre,
 * where the framing circle sits.
 */
export function buildSeedOfLife(): Figure {
  const frame = unitBoxFrame(2);
  const centres = [ORIGIN, ...hexagonAngles().map((angle) => pointOnCircle(ORIGIN, 1, angle))];
  return {
    ...emptyFigure,
    circles: centres.map((centre) => frame.circle(centre, 1)),
    enclosures: [frame.circle(ORIGIN, 2)],
  };
}
