import { describe, expect, it } from 'vitest';
import { UNIT_BOX_CENTRE, centreOf, distance } from './figure';
import { buildSeedOfLife } from './seed-of-life';

describe('buildSeedOfLife', () => {
  const figure = buildSeedOfLife();
  const [middle, ...ring] = figure.circles;

  it('draws seven circles of one radius, the first in the middle of the box', () => {
    expect(figure.circles, 'the Seed of Life has seven circles').toHaveLength(7);
    if (!middle) throw new Error('no middle circle');
    for (const [index, circle] of figure.circles.entries())
      expect(circle.r, `circle ${index} radius`).toBeCloseTo(middle.r, 12);
    expect(distance(centreOf(middle), UNIT_BOX_CENTRE), 'middle circle off centre').toBeLessThan(1e-12);
  });

  it('centres the six outer circles on the middle one, 60° apart, so each passes through its centre', () => {
    if (!middle) throw new Error('no middle circle');
    const angles = ring
      .map((circle) => Math.atan2(circle.cy - middle.cy, circle.cx - middle.cx))
      .sort((first, second) => first - second);
    for (const [index, circle] of ring.entries())
      expect(
        distance(centreOf(circle), centreOf(middle)),
        `outer circle ${index} misses the centre`,
      ).toBeCloseTo(middle.r, 12);
    for (const [index, angle] of angles.slice(1).entries())
      expect(angle - (angles[index] ?? NaN), `gap after outer circle ${index}`).toBeCloseTo(Math.PI / 3, 12);
  });

  it('frames the figure with one circle twice the radius, touching the outer circles', () => {
    expect(figure.enclosures).toHaveLength(1);
    const [frame] = figure.enclosures;
    expect(frame?.r, 'frame radius').toBeCloseTo(2 * (middle?.r ?? NaN), 12);
  });
});
