import { describe, expect, it } from 'vitest';
import { FIGURE_RADIUS, UNIT_BOX_CENTRE, distance, pointOnCircle, unitBoxFrame } from './figure';

describe('unitBoxFrame', () => {
  it('puts the figure’s origin at the box centre and its reach on the turning radius', () => {
    const frame = unitBoxFrame(4);
    expect(frame.point({ x: 0, y: 0 })).toEqual(UNIT_BOX_CENTRE);
    expect(distance(frame.point({ x: 0, y: -4 }), UNIT_BOX_CENTRE)).toBeCloseTo(FIGURE_RADIUS, 12);
    expect(frame.length(4)).toBeCloseTo(FIGURE_RADIUS, 12);
    expect(frame.circle({ x: 2, y: 0 }, 1)).toEqual({
      cx: UNIT_BOX_CENTRE.x + FIGURE_RADIUS / 2,
      cy: UNIT_BOX_CENTRE.y,
      r: FIGURE_RADIUS / 4,
    });
  });

  it('refuses a reach that is not a positive length', () => {
    for (const reach of [0, -1, Number.NaN])
      expect(() => unitBoxFrame(reach), `reach ${reach}`).toThrow(/positive length/);
  });
});

describe('pointOnCircle', () => {
  it('turns clockwise on screen as the angle grows, y pointing down', () => {
    const quarter = pointOnCircle({ x: 0, y: 0 }, 2, Math.PI / 2);
    expect(quarter.x).toBeCloseTo(0, 12);
    expect(quarter.y).toBeCloseTo(2, 12);
  });
});
