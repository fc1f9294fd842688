import { ORIGIN, emptyFigure, unitBoxFrame, type Figure, type Point, type Polygon } from './figure';

/*
 * The Sri Yantra's nine interlocking triangles by the classical chord method recorded in
 * Kaivalyashrama's commentary on the Saundarya-lahari: a circle whose vertical diameter is split
 * into 48 units, nine horizontal chords at set heights, a few units rubbed off the ends of seven of
 * them, and each chord made the base of a triangle whose apex is the middle of another chord or an
 * end of the diameter. Like every hand method it is approximate: some lines that should meet three
 * at a point miss by a little, but the figure is the recognisable one (four triangles up, five down,
 * the two largest touching the circle at all three corners). The lotus petals and the square gates
 * that surround the triangles in a full yantra are left out.
 */

const DIAMETER_UNITS = 48;
const RADIUS = DIAMETER_UNITS / 2;

/** Each chord: how many units below the top of the diameter it runs, and how many units come off each end. */
const CHORDS = [
  { fromTop: 6, rubbedOff: 3 },
  { fromTop: 12, rubbedOff: 5 },
  { fromTop: 17, rubbedOff: 0 },
  { fromTop: 20, rubbedOff: 16 },
  { fromTop: 23, rubbedOff: 18 },
  { fromTop: 27, rubbedOff: 16 },
  { fromTop: 30, rubbedOff: 0 },
  { fromTop: 36, rubbedOff: 4 },
  { fromTop: 42, rubbedOff: 3 },
] as const;

type ChordNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
type Apex = ChordNumber | 'top of the diameter' | 'bottom of the diameter';

/** Chords are numbered 1 to 9 from the top, as the method numbers them. */
const TRIANGLES: readonly { base: ChordNumber; apex: Apex }[] = [
  { base: 1, apex: 6 },
  { base: 2, apex: 9 },
  { base: 3, apex: 'bottom of the diameter' },
  { base: 4, apex: 8 },
  { base: 5, apex: 7 },
  { base: 6, apex: 2 },
  { base: 7, apex: 'top of the diameter' },
  { base: 8, apex: 1 },
  { base: 9, apex: 3 },
];

const chord = (number: ChordNumber) => {
  const { fromTop, rubbedOff } = CHORDS[number - 1] as (typeof CHORDS)[number];
  // SVG's y points down, so the top of the diameter is -RADIUS.
  const y = fromTop - RADIUS;
  const halfLength = Math.sqrt(RADIUS * RADIUS - y * y) - rubbedOff;
  return { y, halfLength };
};

const apexPoint = (apex: Apex): Point => {
  if (apex === 'top of the diameter') return { x: 0, y: -RADIUS };
  if (apex === 'bottom of the diameter') return { x: 0, y: RADIUS };
  return { x: 0, y: chord(apex).y };
};

export type Pointing = 'up' | 'down';

export interface YantraTriangle {
  readonly pointing: Pointing;
  /** Apex first, then the base's left and right ends. */
  readonly corners: Polygon;
}

/** The nine triangles in the yantra's own units: a circle of radius 24 centred on the origin. */
export function sriYantraTriangles(): YantraTriangle[] {
  return TRIANGLES.map(({ base, apex }) => {
    const { y, halfLength } = chord(base);
    const tip = apexPoint(apex);
    return {
      pointing: tip.y < y ? 'up' : 'down',
      corners: [tip, { x: -halfLength, y }, { x: halfLength, y }],
    };
  });
}

const areaOf = ([first, second, third]: Polygon): number =>
  first && second && third
    ? Math.abs((second.x - first.x) * (third.y - first.y) - (third.x - first.x) * (second.y - first.y)) / 2
    : 0;

const centroidOf = (polygon: Polygon): Point => ({
  x: polygon.reduce((sum, { x }) => sum + x, 0) / polygon.length,
  y: polygon.reduce((sum, { y }) => sum + y, 0) / polygon.length,
});

/** The bindu, the point the yantra is built around, sits at the middle of its smallest triangle. */
export function binduOf(triangles: readonly YantraTriangle[]): Point {
  const smallest = [...triangles].sort((first, second) => areaOf(first.corners) - areaOf(second.corners))[0];
  if (!smallest) throw new RangeError('A yantra needs at least one triangle to place its bindu in.');
  return centroidOf(smallest.corners);
}

/** The bindu's radius in chord units: a visible dot well inside the smallest triangle. */
const BINDU_RADIUS = 0.8;

export function buildSriYantra(): Figure {
  const frame = unitBoxFrame(RADIUS);
  const triangles = sriYantraTriangles();
  return {
    ...emptyFigure,
    circles: [frame.circle(binduOf(triangles), BINDU_RADIUS)],
    enclosures: [frame.circle(ORIGIN, RADIUS)],
    polygons: triangles.map(({ corners }) => corners.map((corner) => frame.point(corner))),
  };
}
