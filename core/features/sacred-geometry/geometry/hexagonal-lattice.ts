import type { Point } from './figure';

/**
 * Points of the triangular (hexagonal) lattice with spacing 1, centred on the origin, out to
 * `rings` steps: ring n holds 6n points, so rings 0..2 give the 19 of the Flower of Life. A lattice
 * point is a·u + b·v with u and v unit vectors 60° apart; its distance in steps is the largest of
 * |a|, |b| and |a + b|.
 */
export function hexagonalLattice(rings: number): Point[] {
  const points: { point: Point; ring: number }[] = [];
  for (let a = -rings; a <= rings; a += 1) {
    for (let b = -rings; b <= rings; b += 1) {
      const ring = Math.max(Math.abs(a), Math.abs(b), Math.abs(a + b));
      if (ring <= rings) points.push({ point: { x: a + b / 2, y: (b * Math.sqrt(3)) / 2 }, ring });
    }
  }
  // Centre first, then ring by ring, so a page that draws the circles in order grows the figure outwards.
  return points.sort((first, second) => first.ring - second.ring).map(({ point }) => point);
}

/** The six directions of a hexagon, starting at 3 o'clock and turning by 60°. */
export const hexagonAngles = (): number[] => Array.from({ length: 6 }, (_, index) => (index * Math.PI) / 3);
