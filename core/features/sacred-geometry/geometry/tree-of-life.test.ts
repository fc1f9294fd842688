import { describe, expect, it } from 'vitest';
import { UNIT_BOX_CENTRE, centreOf, distance, type Point } from './figure';
import { formatPoint } from './testing/figure-checks';
import { SEPHIRAH_IDS, TREE_PATHS, buildTreeOfLife, type SephirahId } from './tree-of-life';

describe('buildTreeOfLife', () => {
  const figure = buildTreeOfLife();
  const centres = Object.fromEntries(
    SEPHIRAH_IDS.map((id, index) => {
      const circle = figure.circles[index];
      if (!circle) throw new Error(`no sphere for ${id}`);
      return [id, centreOf(circle)];
    }),
  ) as Record<SephirahId, Point>;
  const sphereOf = (point: Point) =>
    SEPHIRAH_IDS.find((id) => distance(centres[id], point) < 1e-12) ?? `nothing at ${formatPoint(point)}`;

  it('draws ten spheres of one size, none touching another', () => {
    expect(figure.circles, 'the Tree of Life has ten sephirot').toHaveLength(10);
    const radius = figure.circles[0]?.r ?? NaN;
    for (const [index, circle] of figure.circles.entries()) {
      expect(circle.r, `${SEPHIRAH_IDS[index]} radius`).toBeCloseTo(radius, 12);
      for (const [otherIndex, other] of figure.circles.entries())
        if (otherIndex > index)
          expect(
            distance(centreOf(circle), centreOf(other)),
            `${SEPHIRAH_IDS[index]} and ${SEPHIRAH_IDS[otherIndex]} overlap`,
          ).toBeGreaterThan(2 * radius);
    }
  });

  it('sets the spheres on three pillars, Chokhmah’s on the viewer’s right', () => {
    const pillar = (ids: SephirahId[]) => ids.map((id) => centres[id].x);
    for (const x of pillar(['keter', 'tiferet', 'yesod', 'malkuth']))
      expect(x, 'middle pillar').toBeCloseTo(UNIT_BOX_CENTRE.x, 12);
    const right = pillar(['chokhmah', 'chesed', 'netzach']);
    const left = pillar(['binah', 'gevurah', 'hod']);
    for (const x of right) expect(x, 'right pillar').toBeCloseTo(right[0] ?? NaN, 12);
    for (const x of left) expect(x, 'left pillar').toBeCloseTo(left[0] ?? NaN, 12);
    expect(right[0], 'Chokhmah’s pillar right of the middle').toBeGreaterThan(UNIT_BOX_CENTRE.x);
    expect((left[0] ?? NaN) + (right[0] ?? NaN), 'side pillars mirror each other').toBeCloseTo(
      2 * UNIT_BOX_CENTRE.x,
      12,
    );
  });

  it('stacks them at their classic heights: pairs level, Tiferet midway between Keter and Malkuth', () => {
    const y = (id: SephirahId) => centres[id].y;
    expect(y('chokhmah'), 'Chokhmah and Binah level').toBeCloseTo(y('binah'), 12);
    expect(y('chesed'), 'Chesed and Gevurah level').toBeCloseTo(y('gevurah'), 12);
    expect(y('netzach'), 'Netzach and Hod level').toBeCloseTo(y('hod'), 12);
    const order: SephirahId[] = ['keter', 'chokhmah', 'chesed', 'tiferet', 'netzach', 'yesod', 'malkuth'];
    for (const [index, id] of order.slice(1).entries())
      expect(y(id), `${id} below ${order[index]}`).toBeGreaterThan(y(order[index] ?? 'keter'));
    expect(y('tiferet') - y('keter'), 'Tiferet midway').toBeCloseTo(y('malkuth') - y('tiferet'), 12);
    expect(distance(centres.tiferet, UNIT_BOX_CENTRE), 'Tiferet at the middle of the box').toBeLessThan(
      1e-12,
    );
  });

  it('joins them with the 22 paths, each between two spheres and none twice', () => {
    expect(TREE_PATHS, 'the Tree of Life has 22 paths').toHaveLength(22);
    expect(figure.lines).toHaveLength(22);
    const joined = figure.lines.map(([from, to]) => [sphereOf(from), sphereOf(to)].sort().join('–'));
    for (const pair of joined) expect(pair, 'a path ends away from a sphere').not.toMatch(/nothing/);
    expect(new Set(joined).size, 'a path is drawn twice').toBe(22);
    for (const id of SEPHIRAH_IDS)
      expect(
        joined.filter((pair) => pair.split('–').includes(id)).length,
        `${id} is on too few paths`,
      ).toBeGreaterThanOrEqual(3);
  });
});
