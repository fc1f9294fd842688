/**
 * The plain shapes every sacred-geometry builder returns, in one unit box: x and y run from 0 to 1,
 * y pointing down as in SVG, so a page draws a figure in `viewBox="0 0 1 1"` without converting
 * anything. No React and no DOM here: the builders are pure functions of their few parameters.
 */

import type { Point } from '../../../lib/point';

export type { Point };

export interface Circle {
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
}

/** A straight line between two points. */
export type Segment = readonly [Point, Point];

/** A closed outline; the last point joins the first. */
export type Polygon = readonly Point[];

export interface Figure {
  /** The circles that make the figure (the ones its name counts: 7 in the Seed of Life, 19 in the Flower). */
  readonly circles: readonly Circle[];
  /** Framing circles drawn around the figure, kept apart so they never change the figure's own count. */
  readonly enclosures: readonly Circle[];
  readonly lines: readonly Segment[];
  readonly polygons: readonly Polygon[];
  /** SVG path `d` strings, for the curves a circle or polygon cannot express (arcs, lenses). */
  readonly paths: readonly string[];
}

/** Where each builder draws its figure before the frame moves it into the box. */
export const ORIGIN: Point = { x: 0, y: 0 };

export const UNIT_BOX_CENTRE: Point = { x: 0.5, y: 0.5 };

/**
 * How far any figure reaches from the box centre. The page turns each figure slowly about the
 * centre, so everything must stay inside the box's inscribed circle at every angle; the margin
 * leaves room for the stroke.
 */
export const FIGURE_RADIUS = 0.46;

export const emptyFigure: Figure = { circles: [], enclosures: [], lines: [], polygons: [], paths: [] };

/**
 * Maps a figure drawn in its own units, centred on the origin, into the unit box. `reach` is the
 * farthest the figure extends from its own origin; it lands on FIGURE_RADIUS.
 */
export interface UnitBoxFrame {
  point(point: Point): Point;
  length(length: number): number;
  circle(centre: Point, radius: number): Circle;
}

export function unitBoxFrame(reach: number): UnitBoxFrame {
  if (!(reach > 0)) throw new RangeError(`A figure's reach must be a positive length, got ${reach}.`);
  const scale = FIGURE_RADIUS / reach;
  const point = ({ x, y }: Point): Point => ({
    x: UNIT_BOX_CENTRE.x + x * scale,
    y: UNIT_BOX_CENTRE.y + y * scale,
  });
  const length = (value: number) => value * scale;
  const circle = (centre: Point, radius: number): Circle => {
    const { x, y } = point(centre);
    return { cx: x, cy: y, r: length(radius) };
  };
  return { point, length, circle };
}

export const pointOnCircle = (centre: Point, radius: number, angle: number): Point => ({
  x: centre.x + radius * Math.cos(angle),
  y: centre.y + radius * Math.sin(angle),
});

export const distance = (from: Point, to: Point): number => Math.hypot(to.x - from.x, to.y - from.y);

export const centreOf = (circle: Circle): Point => ({ x: circle.cx, y: circle.cy });
