import { describe, expect, it } from 'vitest';
import { centreOf, distance, type Point } from './figure';
import { buildMetatronsCube } from './metatrons-cube';
import { formatPoint } from './testing/figure-checks';

describe('buildMetatronsCube', () => {
  const figure = buildMetatronsCube();
  const centres = figure.circles.map(centreOf);
  const radius = figure.circles[0]?.r ?? NaN;
  const indexOf = (point: Point) => centres.findIndex((centre) => distance(centre, point) < 1e-12);

  it('draws the thirteen equal circles of the Fruit of Life, none overlapping', () => {
    expect(figure.circles, 'Metatron’s Cube is built on 13 circles').toHaveLength(13);
    for (const [index, circle] of figure.circles.entries())
      expect(circle.r, `circle ${index} radius`).toBeCloseTo(radius, 12);
    for (const [index, centre] of centres.entries())
      for (const [otherIndex, other] of centres.slice(index + 1).entries())
        expect(
          distance(centre, other),
          `circles ${index} and ${index + 1 + otherIndex} overlap`,
        ).toBeGreaterThanOrEqual(2 * radius - 1e-12);
  });

  it('touches circles in a snowflake: six around the middle one, and one outside each of those', () => {
    const touching = (point: Point) =>
      centres.filter((other) => Math.abs(distance(point, other) - 2 * radius) < 1e-12).length;
    const touchCounts = centres.map(touching).sort((first, second) => first - second);
    // Outer circles touch one inner; inner circles touch the middle, their two inner neighbours and one outer.
    expect(touchCounts, 'circles each one touches').toEqual([1, 1, 1, 1, 1, 1, 4, 4, 4, 4, 4, 4, 6]);
  });

  it('joins every pair of centres with one line: 78 lines', () => {
    expect(figure.lines, '13 · 12 / 2 lines').toHaveLength(78);
    const pairs = new Set(
      figure.lines.map(([from, to]) => {
        const ends = [indexOf(from), indexOf(to)].sort((first, second) => first - second);
        expect(
          ends,
          `a line ends away from any centre: ${formatPoint(from)} to ${formatPoint(to)}`,
        ).not.toContain(-1);
        return ends.join('-');
      }),
    );
    expect(pairs.size, 'some pair of centres is joined twice').toBe(78);
  });
});
