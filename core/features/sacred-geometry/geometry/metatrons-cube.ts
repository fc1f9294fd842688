import {
  ORIGIN,
  emptyFigure,
  pointOnCircle,
  unitBoxFrame,
  type Figure,
  type Point,
  type Segment,
} from './figure';
import { hexagonAngles } from './hexagonal-lattice';

/**
 * The Fruit of Life: 13 circles of radius 1 that touch without overlapping. One sits in the
 * middle, six touch it (centres 2 out) and six more touch those along the same six directions
 * (centres 4 out), which is why the figure reaches 5 from its centre.
 */
export function fruitOfLifeCentres(): Point[] {
  const directions = hexagonAngles();
  return [
    ORIGIN,
    ...directions.map((angle) => pointOnCircle(ORIGIN, 2, angle)),
    ...directions.map((angle) => pointOnCircle(ORIGIN, 4, angle)),
  ];
}

/**
 * Metatron's Cube: the Fruit of Life's 13 circles with a straight line joining every pair of
 * centres, 13 · 12 / 2 = 78 lines. Some lines run along the same ray (the centre, an inner and an
 * outer circle are in a row); each pair is still its own line, as the figure is defined.
 */
export function buildMetatronsCube(): Figure {
  const frame = unitBoxFrame(5);
  const centres = fruitOfLifeCentres().map((centre) => frame.point(centre));
  const lines: Segment[] = centres.flatMap((from, index) =>
    centres.slice(index + 1).map((to): Segment => [from, to]),
  );
  return {
    ...emptyFigure,
    circles: centres.map(({ x, y }) => ({ cx: x, cy: y, r: frame.length(1) })),
    lines,
  };
}
