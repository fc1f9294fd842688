import { emptyFigure, unitBoxFrame, type Figure, type Point } from './figure';
import { arcTo, moveTo } from './svg-path';

/**
 * The Vesica Piscis: two circles of radius 1 whose centres lie one radius apart, so each passes
 * through the other's centre. The lens they share runs between their two crossing points, √3
 * tall against 1 wide. The whole figure spans 3 radii across, so it reaches 1.5 from its middle.
 */
export function buildVesicaPiscis(): Figure {
  const frame = unitBoxFrame(1.5);
  const left: Point = { x: -0.5, y: 0 };
  const right: Point = { x: 0.5, y: 0 };
  const halfHeight = Math.sqrt(3) / 2;
  const top = frame.point({ x: 0, y: -halfHeight });
  const bottom = frame.point({ x: 0, y: halfHeight });
  const radius = frame.length(1);
  // Each side of the lens is a third of the other circle: 120°, so the short way round.
  const lens = [
    moveTo(top),
    arcTo(radius, bottom, { largeArc: false, clockwise: true }),
    arcTo(radius, top, { largeArc: false, clockwise: true }),
    'Z',
  ].join(' ');
  return {
    ...emptyFigure,
    circles: [frame.circle(left, 1), frame.circle(right, 1)],
    lines: [
      [frame.point(left), frame.point(right)],
      [top, bottom],
    ],
    paths: [lens],
  };
}
