import { describe, expect, it } from 'vitest';
import {
  FIGURE_RADIUS,
  UNIT_BOX_CENTRE,
  centreOf,
  distance,
  type Figure,
  type Point,
} from './geometry/figure';
import { endOf, parsePath } from './geometry/testing/figure-checks';
import { PATTERN_IDS } from './pattern';
import { patternFigures } from './pattern-figures';

/** Every point a figure draws to, with how far beyond it the drawing reaches (a circle's radius). */
const reachesOf = (figure: Figure): { point: Point; beyond: number }[] => [
  ...[...figure.circles, ...figure.enclosures].map((circle) => ({
    point: centreOf(circle),
    beyond: circle.r,
  })),
  ...figure.lines.flat().map((point) => ({ point, beyond: 0 })),
  ...figure.polygons.flat().map((point) => ({ point, beyond: 0 })),
  ...figure.paths
    .flatMap((d) => parsePath(d).filter(({ values }) => values.length >= 2))
    .map((command) => ({
      point: endOf(command),
      beyond: 0,
    })),
];

describe('patternFigures', () => {
  it.each(PATTERN_IDS)('draws %s with finite numbers only', (id) => {
    const figure = patternFigures[id]();
    const shapes = figure.circles.length + figure.lines.length + figure.polygons.length + figure.paths.length;
    expect(shapes, `${id} draws nothing`).toBeGreaterThan(0);
    for (const { point, beyond } of reachesOf(figure))
      expect([point.x, point.y, beyond].every(Number.isFinite), `${id} has a non-finite number`).toBe(true);
  });

  it.each(PATTERN_IDS)('fits %s in the circle the page turns it in, and fills it', (id) => {
    const reaches = reachesOf(patternFigures[id]()).map(
      ({ point, beyond }) => distance(point, UNIT_BOX_CENTRE) + beyond,
    );
    const farthest = Math.max(...reaches);
    // Inside the radius, the figure stays in the box at every angle of its slow rotation.
    expect(farthest, `${id} pokes out of its turning circle`).toBeLessThanOrEqual(FIGURE_RADIUS + 1e-6);
    // Reaching it, every card's figure is drawn at the same size.
    expect(farthest, `${id} is drawn smaller than the others`).toBeGreaterThan(FIGURE_RADIUS - 1e-6);
  });
});
