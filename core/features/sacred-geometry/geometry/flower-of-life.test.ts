import { describe, expect, it } from 'vitest';
import { centreOf, distance } from './figure';
import { buildFlowerOfLife } from './flower-of-life';
import { formatPoint } from './testing/figure-checks';

describe('buildFlowerOfLife', () => {
  const figure = buildFlowerOfLife();
  const radius = figure.circles[0]?.r ?? NaN;
  const [boundary] = figure.enclosures;

  it('draws nineteen circles, all of one radius, no two in the same place', () => {
    expect(figure.circles, 'the Flower of Life has 19 circles').toHaveLength(19);
    for (const [index, circle] of figure.circles.entries())
      expect(circle.r, `circle ${index} radius`).toBeCloseTo(radius, 12);
    const places = new Set(figure.circles.map((circle) => formatPoint(centreOf(circle))));
    expect(places.size, 'two circles share a centre').toBe(19);
  });

  it('puts every centre one radius from a neighbour, so each circle runs through the next one’s centre', () => {
    for (const [index, circle] of figure.circles.entries()) {
      const neighbours = figure.circles.filter(
        (other) => Math.abs(distance(centreOf(circle), centreOf(other)) - radius) < 1e-12,
      );
      // On a hexagonal lattice even the outermost points have three neighbours at one step.
      expect(neighbours.length, `circle ${index} at ${formatPoint(centreOf(circle))}`).toBeGreaterThanOrEqual(
        3,
      );
    }
  });

  it('lays the centres on a hexagonal lattice: 1 in the middle, 6 one step out, 12 two steps out', () => {
    if (!boundary) throw new Error('the Flower of Life has no bounding circle');
    const steps = figure.circles.map((circle) => distance(centreOf(circle), centreOf(boundary)) / radius);
    const count = (step: number) => steps.filter((value) => Math.abs(value - step) < 1e-9).length;
    expect(count(0), 'centre circles').toBe(1);
    expect(count(1), 'circles one radius out').toBe(6);
    // The second ring of a hexagon: six corners two steps out and six edge midpoints √3 out.
    expect(count(2), 'circles two radii out').toBe(6);
    expect(count(Math.sqrt(3)), 'circles √3 radii out').toBe(6);
  });

  it('holds every circle inside the bounding circle, three radii across', () => {
    if (!boundary) throw new Error('the Flower of Life has no bounding circle');
    expect(boundary.r, 'bounding circle radius').toBeCloseTo(3 * radius, 12);
    for (const [index, circle] of figure.circles.entries())
      expect(
        distance(centreOf(circle), centreOf(boundary)) + circle.r,
        `circle ${index} spills out of the bounding circle`,
      ).toBeLessThanOrEqual(boundary.r + 1e-12);
  });
});
