import { describe, expect, it } from 'vitest';
import { arcTo, moveTo, svgNumber, svgPoints } from './svg-path';

describe('svg path writing', () => {
  it('writes numbers to six decimals without trailing zeros or a negative zero', () => {
    expect(svgNumber(0.123456789)).toBe('0.123457');
    expect(svgNumber(0.5)).toBe('0.5');
    expect(svgNumber(-0.0000001)).toBe('0');
    expect(svgNumber(1)).toBe('1');
  });

  it('writes moves, arcs with their flags, and polygon points', () => {
    expect(moveTo({ x: 0.25, y: 0.75 })).toBe('M 0.25 0.75');
    expect(arcTo(0.3, { x: 0.1, y: 0.2 }, { largeArc: false, clockwise: true })).toBe(
      'A 0.3 0.3 0 0 1 0.1 0.2',
    );
    expect(arcTo(0.3, { x: 0.1, y: 0.2 }, { largeArc: true, clockwise: false })).toBe(
      'A 0.3 0.3 0 1 0 0.1 0.2',
    );
    expect(
      svgPoints([
        { x: 0, y: 0 },
        { x: 1, y: 0.5 },
      ]),
    ).toBe('0,0 1,0.5');
  });
});
