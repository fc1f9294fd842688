import { describe, expect, it } from 'vitest';
import { distance } from './figure';
import { hexagonalLattice } from './hexagonal-lattice';

describe('hexagonalLattice', () => {
  it('holds the centred hexagonal numbers of points: 1, 7, 19, 37', () => {
    expect([0, 1, 2, 3].map((rings) => hexagonalLattice(rings).length)).toEqual([1, 7, 19, 37]);
  });

  it('lists the centre first and then ring by ring, spacing neighbours one apart', () => {
    const points = hexagonalLattice(2);
    expect(points[0]).toEqual({ x: 0, y: 0 });
    const distances = points.map((point) => Math.hypot(point.x, point.y));
    for (const [index, value] of distances.slice(1, 7).entries())
      expect(value, `first ring point ${index}`).toBeCloseTo(1, 12);
    for (const [index, value] of distances.slice(7).entries())
      expect(value, `second ring point ${index}`).toBeGreaterThan(1.5);
    for (const [index, point] of points.entries()) {
      const nearest = Math.min(
        ...points.filter((other) => other !== point).map((other) => distance(point, other)),
      );
      expect(nearest, `point ${index} nearest neighbour`).toBeCloseTo(1, 12);
    }
  });
});
