import { emptyFigure, unitBoxFrame, type Figure, type Point, type Polygon } from './figure';
import { arcTo, moveTo } from './svg-path';

/** The golden ratio φ = (1 + √5) / 2, the one number the whole figure is built from. */
export const PHI = (1 + Math.sqrt(5)) / 2;

export interface Rectangle {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The side a square is cut from; turning through these in order makes the spiral wind inwards clockwise. */
const CUT_SIDES = ['left', 'top', 'right', 'bottom'] as const;
type CutSide = (typeof CUT_SIDES)[number];

export interface GoldenStep {
  /** The golden rectangle before the cut. */
  readonly rectangle: Rectangle;
  /** The square cut from it; what remains is the next, smaller golden rectangle. */
  readonly square: Rectangle;
  /** The quarter circle inside the square, radius its side, from where the last arc ended. */
  readonly arc: { readonly from: Point; readonly to: Point; readonly radius: number };
}

const cutSquare = ({ x, y, width, height }: Rectangle, side: CutSide) => {
  const size = Math.min(width, height);
  const square = {
    left: { x, y, width: size, height: size },
    top: { x, y, width: size, height: size },
    right: { x: x + width - size, y, width: size, height: size },
    bottom: { x, y: y + height - size, width: size, height: size },
  }[side];
  const rest = {
    left: { x: x + size, y, width: width - size, height },
    top: { x, y: y + size, width, height: height - size },
    right: { x, y, width: width - size, height },
    bottom: { x, y, width, height: height - size },
  }[side];
  // Corners of the square the arc joins: it always turns clockwise on screen, a quarter turn per square.
  const corners = {
    left: { from: { x, y: y + size }, to: { x: x + size, y } },
    top: { from: { x, y }, to: { x: x + size, y: y + size } },
    right: { from: { x: square.x + size, y }, to: { x: square.x, y: y + size } },
    bottom: { from: { x: x + size, y: square.y + size }, to: { x, y: square.y } },
  }[side];
  return { square, rest, arc: { ...corners, radius: size } };
};

/**
 * Nested golden rectangles in the figure's own units: the first is φ wide and 1 tall, centred on the
 * origin; each step cuts a square off one side (left, top, right, bottom in turn), which leaves a
 * golden rectangle again, 1/φ the size.
 */
export function goldenSteps(count: number): GoldenStep[] {
  const steps: GoldenStep[] = [];
  let rectangle: Rectangle = { x: -PHI / 2, y: -0.5, width: PHI, height: 1 };
  for (let index = 0; index < count; index += 1) {
    const { square, rest, arc } = cutSquare(rectangle, CUT_SIDES[index % CUT_SIDES.length] as CutSide);
    steps.push({ rectangle, square, arc });
    rectangle = rest;
  }
  return steps;
}

const cornersOf = ({ x, y, width, height }: Rectangle): Polygon => [
  { x, y },
  { x: x + width, y },
  { x: x + width, y: y + height },
  { x, y: y + height },
];

/** Ten squares take the last one below a hundredth of the first, under two pixels on a phone. */
const DEFAULT_SQUARES = 10;

/**
 * The golden spiral: the nested golden rectangles drawn as their squares (the outer rectangle
 * first), and one SVG path of quarter-circle arcs, one per square, that join end to end.
 */
export function buildGoldenSpiral(squares = DEFAULT_SQUARES): Figure {
  // Half the outer rectangle's diagonal, so the rectangle's corners stay in the box as it turns.
  const frame = unitBoxFrame(Math.hypot(PHI, 1) / 2);
  const steps = goldenSteps(squares);
  const first = steps[0];
  if (!first) return emptyFigure;
  const spiral = [
    moveTo(frame.point(first.arc.from)),
    ...steps.map(({ arc }) =>
      arcTo(frame.length(arc.radius), frame.point(arc.to), { largeArc: false, clockwise: true }),
    ),
  ].join(' ');
  return {
    ...emptyFigure,
    polygons: [first.rectangle, ...steps.map(({ square }) => square)].map((rectangle) =>
      cornersOf(rectangle).map((corner) => frame.point(corner)),
    ),
    paths: [spiral],
  };
}
