import { describe, expect, it } from 'vitest';
import { centreOf, distance } from './figure';
import { formatPoint, endOf, parsePath } from './testing/figure-checks';
import { buildVesicaPiscis } from './vesica-piscis';

// Path coordinates are written to six decimals.
const PATH_TOLERANCE = 1e-6;

describe('buildVesicaPiscis', () => {
  const figure = buildVesicaPiscis();
  const [left, right] = figure.circles;
  if (!left || !right) throw new Error('the Vesica Piscis needs two circles');

  it('draws two circles of one radius, each passing through the other’s centre', () => {
    expect(figure.circles).toHaveLength(2);
    expect(right.r, 'radii differ').toBeCloseTo(left.r, 12);
    expect(distance(centreOf(right), centreOf(left)), 'right centre is not on the left circle').toBeCloseTo(
      left.r,
      12,
    );
    expect(distance(centreOf(left), centreOf(right)), 'left centre is not on the right circle').toBeCloseTo(
      right.r,
      12,
    );
  });

  it('draws the lens as two short arcs between the points where the circles cross', () => {
    expect(figure.paths).toHaveLength(1);
    const commands = parsePath(figure.paths[0] ?? '');
    expect(commands.map(({ command }) => command).join(''), 'lens path shape').toBe('MAAZ');
    const [start, toBottom, backToTop] = commands;
    if (!start || !toBottom || !backToTop) throw new Error('lens path is incomplete');
    for (const corner of [endOf(start), endOf(toBottom)]) {
      expect(
        Math.abs(distance(corner, centreOf(left)) - left.r),
        `${formatPoint(corner)} off the left circle`,
      ).toBeLessThan(PATH_TOLERANCE);
      expect(
        Math.abs(distance(corner, centreOf(right)) - right.r),
        `${formatPoint(corner)} off the right circle`,
      ).toBeLessThan(PATH_TOLERANCE);
    }
    expect(distance(endOf(backToTop), endOf(start)), 'lens does not close').toBeLessThan(PATH_TOLERANCE);
    for (const arc of [toBottom, backToTop]) {
      const [radiusX, radiusY, , largeArc] = arc.values;
      expect(radiusX, 'lens arc radius').toBeCloseTo(left.r, 6);
      expect(radiusY, 'lens arc radius').toBeCloseTo(left.r, 6);
      expect(largeArc, 'each side of the lens is a 120° arc, the short way round').toBe(0);
    }
  });

  it('makes the lens √3 times as tall as it is wide', () => {
    const [start, toBottom] = parsePath(figure.paths[0] ?? '');
    if (!start || !toBottom) throw new Error('lens path is incomplete');
    const height = distance(endOf(start), endOf(toBottom));
    // The lens runs from the right circle's leftmost point to the left circle's rightmost point.
    const width = left.cx + left.r - (right.cx - right.r);
    expect(height / width, 'lens height to width').toBeCloseTo(Math.sqrt(3), 5);
  });
});
