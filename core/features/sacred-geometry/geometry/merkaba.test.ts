import { describe, expect, it } from 'vitest';
import { UNIT_BOX_CENTRE, distance, type Polygon } from './figure';
import { buildMerkaba, starTetrahedron } from './merkaba';
import { formatPoint } from './testing/figure-checks';

const sidesOf = (polygon: Polygon) =>
  polygon.map((corner, index) => distance(corner, polygon[(index + 1) % polygon.length] ?? corner));

describe('starTetrahedron', () => {
  it('is two regular tetrahedra through alternate corners of a cube', () => {
    const tetrahedra = starTetrahedron();
    expect(tetrahedra.map((corners) => corners.length)).toEqual([4, 4]);
    for (const corners of tetrahedra)
      for (const [index, corner] of corners.entries())
        for (const other of corners.slice(index + 1)) {
          const edge = Math.hypot(other.x - corner.x, other.y - corner.y, other.z - corner.z);
          expect(edge, 'tetrahedron edge (a cube face diagonal)').toBeCloseTo(2 * Math.SQRT2, 12);
        }
  });
});

describe('buildMerkaba', () => {
  const figure = buildMerkaba();
  const [upward, downward, hexagon] = figure.polygons;
  if (!upward || !downward || !hexagon) throw new Error('the Merkaba needs two triangles and a hexagon');

  it('projects the two tetrahedra to equilateral triangles centred in the box', () => {
    for (const [name, triangle] of [
      ['upward', upward],
      ['downward', downward],
    ] as const) {
      expect(triangle, `${name} triangle corners`).toHaveLength(3);
      const [side = NaN, ...others] = sidesOf(triangle);
      for (const other of others) expect(other, `${name} triangle is not equilateral`).toBeCloseTo(side, 12);
      for (const corner of triangle)
        expect(distance(corner, UNIT_BOX_CENTRE), `${name} corner ${formatPoint(corner)}`).toBeCloseTo(
          distance(triangle[0] ?? corner, UNIT_BOX_CENTRE),
          12,
        );
    }
  });

  it('points one triangle up and the other down, each corner opposite a corner of the other', () => {
    const top = Math.min(...upward.map(({ y }) => y));
    const bottom = Math.max(...downward.map(({ y }) => y));
    expect(upward.find(({ y }) => y === top)?.x, 'upward triangle tip above the centre').toBeCloseTo(
      UNIT_BOX_CENTRE.x,
      12,
    );
    expect(top, 'upward tip above the centre').toBeLessThan(UNIT_BOX_CENTRE.y);
    expect(downward.find(({ y }) => y === bottom)?.x, 'downward tip below the centre').toBeCloseTo(
      UNIT_BOX_CENTRE.x,
      12,
    );
    for (const corner of upward) {
      const opposite = { x: 2 * UNIT_BOX_CENTRE.x - corner.x, y: 2 * UNIT_BOX_CENTRE.y - corner.y };
      expect(
        downward.some((other) => distance(other, opposite) < 1e-12),
        `no downward corner opposite ${formatPoint(corner)}`,
      ).toBe(true);
    }
  });

  it('finds the inner hexagon where the triangles cross: regular, a third of a triangle’s side', () => {
    expect(hexagon, 'inner hexagon corners').toHaveLength(6);
    const triangleSide = distance(upward[0] ?? UNIT_BOX_CENTRE, upward[1] ?? UNIT_BOX_CENTRE);
    for (const [index, side] of sidesOf(hexagon).entries())
      expect(side, `hexagon side ${index}`).toBeCloseTo(triangleSide / 3, 12);
  });

  it('draws the six edges that run to the hidden corners as spokes from the centre to each star point', () => {
    expect(figure.lines, 'spokes').toHaveLength(6);
    const tips = [...upward, ...downward];
    for (const [from, to] of figure.lines) {
      const [hub, tip] = distance(from, UNIT_BOX_CENTRE) < 1e-12 ? [from, to] : [to, from];
      expect(distance(hub, UNIT_BOX_CENTRE), 'a spoke misses the centre').toBeLessThan(1e-12);
      expect(
        tips.some((corner) => distance(corner, tip) < 1e-12),
        `spoke ends at ${formatPoint(tip)}`,
      ).toBe(true);
    }
  });
});
