import { describe, expect, it } from 'vitest';
import { arcMidpoint, signedArc, toGeographicLongitude } from './arc-midpoint';

describe('arcMidpoint', () => {
  it('takes the shorter arc across 0°/360°', () => {
    expect(arcMidpoint(350, 10)).toBeCloseTo(0, 9);
    expect(arcMidpoint(10, 350)).toBeCloseTo(0, 9);
    expect(arcMidpoint(340, 20)).toBeCloseTo(0, 9);
    expect(arcMidpoint(355, 15)).toBeCloseTo(5, 9);
    expect(arcMidpoint(359, 359.5)).toBeCloseTo(359.25, 9);
  });

  it('is the plain mean when the shorter arc does not cross 0°', () => {
    expect(arcMidpoint(100, 160)).toBeCloseTo(130, 9);
    expect(arcMidpoint(10, 189)).toBeCloseTo(99.5, 9);
    expect(arcMidpoint(42, 42)).toBeCloseTo(42, 9);
  });

  it('does not depend on the order, even for opposite points', () => {
    for (const [a, b] of [
      [10, 190],
      [300, 120],
      [0, 180],
      [271.5, 33.25],
    ] as const) {
      expect(arcMidpoint(a, b), `${a}, ${b}`).toBeCloseTo(arcMidpoint(b, a), 9);
    }
    expect(arcMidpoint(10, 190)).toBeCloseTo(100, 9);
  });
});

describe('signedArc and toGeographicLongitude', () => {
  it('fold into (−180°, 180°]', () => {
    expect(signedArc(350, 10)).toBeCloseTo(20, 9);
    expect(signedArc(10, 350)).toBeCloseTo(-20, 9);
    expect(signedArc(0, 180)).toBe(180);
    expect(toGeographicLongitude(190)).toBeCloseTo(-170, 9);
    expect(toGeographicLongitude(-190)).toBeCloseTo(170, 9);
    expect(toGeographicLongitude(180)).toBe(180);
  });
});
