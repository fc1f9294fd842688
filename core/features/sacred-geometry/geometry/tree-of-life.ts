import { emptyFigure, unitBoxFrame, type Figure, type Point, type Segment } from './figure';
import { circleCrossings } from './plane';

/** The ten sephirot, from the crown down. */
export const SEPHIRAH_IDS = [
  'keter',
  'chokhmah',
  'binah',
  'chesed',
  'gevurah',
  'tiferet',
  'netzach',
  'hod',
  'yesod',
  'malkuth',
] as const;
export type SephirahId = (typeof SEPHIRAH_IDS)[number];

/**
 * The classic diagram grows out of a vertical chain of four circles of radius 1, centred 0, 1, 2
 * and 3 down the middle pillar, each passing through the next one's centre. The middle pillar's
 * spheres sit on centres (Malkuth on the last circle's lowest point), the side pillars' spheres where
 * neighbouring circles cross. Chokhmah's pillar is on the viewer's right, as the diagram is drawn.
 */
const CHAIN = [0, 1, 2, 3].map((index) => ({ centre: { x: 0, y: index }, radius: 1 }));

type ChainIndex = 0 | 1 | 2 | 3;
type Place =
  | { at: 'centre'; circle: ChainIndex }
  | { at: 'lowest point'; circle: ChainIndex }
  | { at: 'crossing'; upper: 0 | 1 | 2; side: 'left' | 'right' };

const PLACES: Record<SephirahId, Place> = {
  keter: { at: 'centre', circle: 0 },
  chokhmah: { at: 'crossing', upper: 0, side: 'right' },
  binah: { at: 'crossing', upper: 0, side: 'left' },
  chesed: { at: 'crossing', upper: 1, side: 'right' },
  gevurah: { at: 'crossing', upper: 1, side: 'left' },
  tiferet: { at: 'centre', circle: 2 },
  netzach: { at: 'crossing', upper: 2, side: 'right' },
  hod: { at: 'crossing', upper: 2, side: 'left' },
  yesod: { at: 'centre', circle: 3 },
  malkuth: { at: 'lowest point', circle: 3 },
};

const chainCircle = (index: number) => {
  const circle = CHAIN[index];
  if (!circle) throw new RangeError(`The Tree of Life's circle chain has no circle ${index}.`);
  return circle;
};

const placeOf = (place: Place): Point => {
  if (place.at === 'centre') return chainCircle(place.circle).centre;
  if (place.at === 'lowest point') {
    const { centre, radius } = chainCircle(place.circle);
    return { x: centre.x, y: centre.y + radius };
  }
  const crossings = circleCrossings(chainCircle(place.upper), chainCircle(place.upper + 1));
  const [left, right] = [...crossings].sort((first, second) => first.x - second.x);
  const point = place.side === 'left' ? left : right;
  if (!point)
    throw new RangeError(`Circles ${place.upper} and ${place.upper + 1} of the chain do not cross.`);
  return point;
};

/** The 22 paths of the Kircher tree, the one most diagrams draw. */
export const TREE_PATHS: readonly (readonly [SephirahId, SephirahId])[] = [
  ['keter', 'chokhmah'],
  ['keter', 'binah'],
  ['keter', 'tiferet'],
  ['chokhmah', 'binah'],
  ['chokhmah', 'tiferet'],
  ['chokhmah', 'chesed'],
  ['binah', 'tiferet'],
  ['binah', 'gevurah'],
  ['chesed', 'gevurah'],
  ['chesed', 'tiferet'],
  ['chesed', 'netzach'],
  ['gevurah', 'tiferet'],
  ['gevurah', 'hod'],
  ['tiferet', 'netzach'],
  ['tiferet', 'yesod'],
  ['tiferet', 'hod'],
  ['netzach', 'hod'],
  ['netzach', 'yesod'],
  ['netzach', 'malkuth'],
  ['hod', 'yesod'],
  ['hod', 'malkuth'],
  ['yesod', 'malkuth'],
];

/** Sphere radius in chain units: a quarter keeps the closest spheres (one unit apart) well clear. */
const SPHERE_RADIUS = 0.25;

/** Each sephirah's centre in the tree's own units, Tiferet at the middle of the figure. */
export function sephirahCentres(): Record<SephirahId, Point> {
  const middle = placeOf(PLACES.tiferet);
  const entries = SEPHIRAH_IDS.map((id) => {
    const { x, y } = placeOf(PLACES[id]);
    return [id, { x: x - middle.x, y: y - middle.y }] as const;
  });
  return Object.fromEntries(entries) as Record<SephirahId, Point>;
}

/** The Tree of Life: ten spheres (in SEPHIRAH_IDS order) and the 22 paths between their centres. */
export function buildTreeOfLife(): Figure {
  const centres = sephirahCentres();
  const reach = Math.max(...Object.values(centres).map(({ x, y }) => Math.hypot(x, y) + SPHERE_RADIUS));
  const frame = unitBoxFrame(reach);
  return {
    ...emptyFigure,
    circles: SEPHIRAH_IDS.map((id) => frame.circle(centres[id], SPHERE_RADIUS)),
    lines: TREE_PATHS.map(([from, to]): Segment => [frame.point(centres[from]), frame.point(centres[to])]),
  };
}
