import type { Point, Polygon } from './figure';

/**
 * Six decimals in a unit box are a millionth of the drawing, far below a pixel at any size the
 * page draws it, and keep the markup short.
 */
export const svgNumber = (value: number): string => {
  const rounded = Number(value.toFixed(6));
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

const pair = ({ x, y }: Point) => `${svgNumber(x)} ${svgNumber(y)}`;

export const moveTo = (point: Point): string => `M ${pair(point)}`;

export interface ArcOptions {
  /** Whether the arc takes the long way round (more than half the circle). */
  largeArc: boolean;
  /** True turns clockwise on screen (SVG's positive angle direction, since y points down). */
  clockwise: boolean;
}

/** A circular arc of `radius` from wherever the path stands to `to`. */
export const arcTo = (radius: number, to: Point, { largeArc, clockwise }: ArcOptions): string =>
  `A ${svgNumber(radius)} ${svgNumber(radius)} 0 ${largeArc ? 1 : 0} ${clockwise ? 1 : 0} ${pair(to)}`;

/** The `points` attribute of an SVG polygon or polyline. */
export const svgPoints = (polygon: Polygon): string =>
  polygon.map(({ x, y }) => `${svgNumber(x)},${svgNumber(y)}`).join(' ');
