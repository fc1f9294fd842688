import { describe, expect, it } from 'vitest';
import { centreOf, distance, type Point, type Polygon } from './figure';
import { buildSriYantra, sriYantraTriangles } from './sri-yantra';
import { formatPoint } from './testing/figure-checks';

/** The corner whose height no other corner shares, and the height of the base the other two make. */
const apexAndBase = (triangle: Polygon) => {
  const apex = triangle.find(
    (corner) => triangle.filter((other) => Math.abs(other.y - corner.y) < 1e-12).length === 1,
  );
  const base = triangle.find((corner) => corner !== apex);
  if (!apex || !base)
    throw new Error(`Not a triangle with a level base: ${triangle.map(formatPoint).join(' ')}`);
  return { apex, baseY: base.y };
};

const pointingOf = (triangle: Polygon) => {
  const { apex, baseY } = apexAndBase(triangle);
  return apex.y < baseY ? 'up' : 'down';
};

/** Strictly inside, by the sign of each side's cross product. */
const isInside = (point: Point, [first, second, third]: Polygon) => {
  if (!first || !second || !third) return false;
  const side = (from: Point, to: Point) =>
    (to.x - from.x) * (point.y - from.y) - (to.y - from.y) * (point.x - from.x);
  const signs = [side(first, second), side(second, third), side(third, first)];
  return signs.every((value) => value > 0) || signs.every((value) => value < 0);
};

describe('buildSriYantra', () => {
  const figure = buildSriYantra();
  const [circle] = figure.enclosures;
  const [bindu] = figure.circles;
  if (!circle || !bindu) throw new Error('the Sri Yantra needs its circle and its bindu');

  it('draws nine triangles, four pointing up and five pointing down (screen y runs down)', () => {
    expect(figure.polygons, 'the Sri Yantra has nine triangles').toHaveLength(9);
    for (const [index, triangle] of figure.polygons.entries())
      expect(triangle, `triangle ${index} corners`).toHaveLength(3);
    const pointing = figure.polygons.map(pointingOf);
    expect(
      pointing.filter((direction) => direction === 'up'),
      'upward (Shiva) triangles',
    ).toHaveLength(4);
    expect(
      pointing.filter((direction) => direction === 'down'),
      'downward (Shakti) triangles',
    ).toHaveLength(5);
  });

  it('agrees with the construction on which way each triangle points', () => {
    const counted = sriYantraTriangles().map(({ pointing }) => pointing);
    const drawn = figure.polygons.map(pointingOf);
    expect(drawn).toEqual(counted);
  });

  it('keeps every triangle symmetric about the vertical diameter and inside the circle', () => {
    for (const [index, triangle] of figure.polygons.entries()) {
      const { apex } = apexAndBase(triangle);
      expect(apex.x, `triangle ${index} apex off the axis`).toBeCloseTo(circle.cx, 12);
      const [, left, right] = triangle;
      expect((left?.x ?? NaN) + (right?.x ?? NaN), `triangle ${index} base off centre`).toBeCloseTo(
        2 * circle.cx,
        12,
      );
      for (const corner of triangle)
        expect(
          distance(corner, centreOf(circle)),
          `triangle ${index} corner ${formatPoint(corner)} outside the circle`,
        ).toBeLessThanOrEqual(circle.r + 1e-12);
    }
  });

  it('touches the circle with all three corners of exactly the two largest triangles', () => {
    const touching = figure.polygons.filter((triangle) =>
      triangle.every((corner) => Math.abs(distance(corner, centreOf(circle)) - circle.r) < 1e-9),
    );
    expect(touching, 'triangles inscribed in the circle').toHaveLength(2);
    const directions = touching.map(pointingOf).sort();
    expect(directions, 'the two inscribed triangles point opposite ways').toEqual(['down', 'up']);
  });

  it('sets the bindu inside all nine triangles, the point they interlock around', () => {
    for (const [index, triangle] of figure.polygons.entries())
      expect(
        isInside(centreOf(bindu), triangle),
        `bindu ${formatPoint(centreOf(bindu))} is outside triangle ${index}`,
      ).toBe(true);
  });
});
