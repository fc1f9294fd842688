import { ORIGIN, emptyFigure, unitBoxFrame, type Figure } from './figure';
import { hexagonalLattice } from './hexagonal-lattice';

/**
 * The Flower of Life: 19 equal circles centred on the points of a hexagonal lattice two rings
 * out, the lattice spacing equal to the radius so each circle runs through its neighbours'
 * centres. The traditional bounding circle, three radii out, frames it.
 */
export function buildFlowerOfLife(): Figure {
  const frame = unitBoxFrame(3);
  return {
    ...emptyFigure,
    circles: hexagonalLattice(2).map((centre) => frame.circle(centre, 1)),
    enclosures: [frame.circle(ORIGIN, 3)],
  };
}
