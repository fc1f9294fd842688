import { ORIGIN, emptyFigure, unitBoxFrame, type Figure, type Point, type Segment } from './figure';
import { segmentCrossing } from './plane';

/** A point in space; the star tetrahedron is built in 3D and then projected flat. */
interface Point3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

const cubeCorners = (): Point3[] =>
  [-1, 1].flatMap((x) => [-1, 1].flatMap((y) => [-1, 1].map((z) => ({ x, y, z }))));

/**
 * The Merkaba's star tetrahedron: two tetrahedra through alternate corners of the cube (±1, ±1, ±1).
 * A corner belongs to the first when the product of its coordinates is positive (an even number of
 * minus signs), so no two corners of one tetrahedron share a cube edge.
 */
export function starTetrahedron(): [Point3[], Point3[]] {
  const corners = cubeCorners();
  return [corners.filter(({ x, y, z }) => x * y * z > 0), corners.filter(({ x, y, z }) => x * y * z < 0)];
}

/**
 * Seen straight down the cube's diagonal through (1, 1, 1), the view the Merkaba is drawn in. The
 * screen's axes are two unit vectors square to that diagonal, chosen so the first tetrahedron's base
 * points up the screen.
 */
const SCREEN_X = { x: 1 / Math.SQRT2, y: -1 / Math.SQRT2, z: 0 };
const SCREEN_Y = { x: 1 / Math.sqrt(6), y: 1 / Math.sqrt(6), z: -2 / Math.sqrt(6) };
const dot = (first: Point3, second: Point3) => first.x * second.x + first.y * second.y + first.z * second.z;
const project = (point: Point3): Point => ({ x: dot(point, SCREEN_X), y: dot(point, SCREEN_Y) });

const EPSILON = 1e-9;
const isOnAxis = ({ x, y }: Point) => Math.hypot(x, y) < EPSILON;

/** The six edges of a tetrahedron, projected. */
const edgesOf = (corners: readonly Point[]): Segment[] =>
  corners.flatMap((from, index) => corners.slice(index + 1).map((to): Segment => [from, to]));

/**
 * The Merkaba as a 2D projection of the star tetrahedron. Each tetrahedron has one corner on the
 * viewing axis, which lands on the centre: its three other corners make a triangle (one pointing up,
 * one down, together the hexagram) and its three edges to the hidden corner become spokes from the
 * centre. The inner hexagon joins the six points where the triangles' sides cross: its sides lie
 * on the triangles' own, so it adds no new line but lets a page fill the star's core.
 */
export function buildMerkaba(): Figure {
  const tetrahedra = starTetrahedron().map((corners) => corners.map(project));
  const triangles = tetrahedra.map((corners) => corners.filter((corner) => !isOnAxis(corner)));
  const spokes = tetrahedra.flatMap((corners) =>
    edgesOf(corners).filter(([from, to]) => isOnAxis(from) !== isOnAxis(to)),
  );
  const [upward = [], downward = []] = triangles;
  const crossings = edgesOf(upward).flatMap((side) =>
    edgesOf(downward).flatMap((other) => segmentCrossing(side, other) ?? []),
  );
  // In angle order round the centre, so the six crossings join up as a hexagon, not a star.
  const hexagon = crossings.sort(
    (first, second) => Math.atan2(first.y, first.x) - Math.atan2(second.y, second.x),
  );
  const reach = Math.max(...triangles.flat().map(({ x, y }) => Math.hypot(x, y)));
  const frame = unitBoxFrame(reach);
  const toBox = (points: readonly Point[]) => points.map((point) => frame.point(point));
  return {
    ...emptyFigure,
    polygons: [toBox(upward), toBox(downward), toBox(hexagon)],
    lines: spokes.map(([from, to]): Segment => [frame.point(from), frame.point(to)]),
    enclosures: [frame.circle(ORIGIN, reach)],
  };
}
