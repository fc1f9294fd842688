import { describe, expect, it } from 'vitest';
import { distance, type Point } from './figure';
import { PHI, buildGoldenSpiral, goldenSteps, type Rectangle } from './golden-spiral';
import { endOf, formatPoint, parsePath } from './testing/figure-checks';

const cornersOf = ({ x, y, width, height }: Rectangle): Point[] => [
  { x, y },
  { x: x + width, y },
  { x: x + width, y: y + height },
  { x, y: y + height },
];

const longToShort = ({ width, height }: { width: number; height: number }) =>
  Math.max(width, height) / Math.min(width, height);

describe('goldenSteps', () => {
  const steps = goldenSteps(10);

  it('nests golden rectangles: long side over short side is φ within 1e-9 at every step', () => {
    expect(PHI, 'φ is (1 + √5) / 2').toBeCloseTo(1.6180339887, 10);
    expect(steps).toHaveLength(10);
    for (const [index, { rectangle }] of steps.entries())
      expect(
        Math.abs(longToShort(rectangle) - PHI),
        `rectangle ${index} ratio ${longToShort(rectangle)}`,
      ).toBeLessThan(1e-9);
  });

  it('cuts a square off each rectangle, and the next rectangle is the rest', () => {
    for (const [index, { rectangle, square }] of steps.entries()) {
      expect(square.width, `square ${index} is not square`).toBeCloseTo(square.height, 12);
      expect(square.width, `square ${index} side`).toBeCloseTo(
        Math.min(rectangle.width, rectangle.height),
        12,
      );
      const next = steps[index + 1]?.rectangle;
      if (next)
        expect(
          next.width * next.height + square.width * square.height,
          `rectangle ${index} area not conserved`,
        ).toBeCloseTo(rectangle.width * rectangle.height, 12);
    }
  });

  it('shrinks each square by φ and joins the quarter arcs end to end at square corners', () => {
    for (const [index, { square, arc }] of steps.entries()) {
      const corners = cornersOf(square);
      expect(arc.radius, `arc ${index} radius`).toBeCloseTo(square.width, 12);
      for (const end of [arc.from, arc.to])
        expect(
          corners.some((corner) => distance(corner, end) < 1e-12),
          `arc ${index} end ${formatPoint(end)} is not a corner of its square`,
        ).toBe(true);
      // Opposite corners of the square: a quarter circle's chord is √2 times its radius.
      expect(distance(arc.from, arc.to), `arc ${index} is not a quarter circle`).toBeCloseTo(
        arc.radius * Math.SQRT2,
        12,
      );
      const next = steps[index + 1];
      if (next) {
        expect(distance(next.arc.from, arc.to), `arcs ${index} and ${index + 1} do not meet`).toBeLessThan(
          1e-12,
        );
        expect(
          Math.abs(square.width / next.square.width - PHI),
          `squares ${index} and ${index + 1}`,
        ).toBeLessThan(1e-9);
      }
    }
  });
});

describe('buildGoldenSpiral', () => {
  const figure = buildGoldenSpiral(10);

  it('draws the outer golden rectangle and its ten squares, still in ratio φ inside the unit box', () => {
    expect(figure.polygons, 'outer rectangle plus ten squares').toHaveLength(11);
    const [outer] = figure.polygons;
    const xs = outer?.map(({ x }) => x) ?? [];
    const ys = outer?.map(({ y }) => y) ?? [];
    const box = { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
    expect(Math.abs(longToShort(box) - PHI), `outer rectangle ratio ${longToShort(box)}`).toBeLessThan(1e-9);
  });

  it('writes the spiral as one path of ten clockwise quarter arcs whose radii shrink by φ', () => {
    expect(figure.paths).toHaveLength(1);
    const commands = parsePath(figure.paths[0] ?? '');
    expect(commands.map(({ command }) => command).join(''), 'spiral path shape').toBe(`M${'A'.repeat(10)}`);
    const arcs = commands.slice(1);
    for (const [index, arc] of arcs.entries()) {
      const [radiusX, radiusY, , largeArc, sweep] = arc.values;
      expect(radiusX, `arc ${index} is not circular`).toBe(radiusY);
      expect([largeArc, sweep], `arc ${index} flags`).toEqual([0, 1]);
      const start = endOf(commands[index] ?? arc);
      expect(distance(start, endOf(arc)), `arc ${index} is not a quarter circle`).toBeCloseTo(
        (radiusX ?? NaN) * Math.SQRT2,
        5,
      );
    }
    const radii = arcs.map(({ values }) => values[0] ?? NaN);
    // Six decimals in the markup: the smallest radius is about 0.003, so compare the first few ratios.
    for (const index of [0, 1, 2, 3])
      expect((radii[index] ?? NaN) / (radii[index + 1] ?? NaN), `radius ratio ${index}`).toBeCloseTo(PHI, 3);
  });
});
