import { describe, expect, it } from 'vitest';
import { computeChart } from './chart';
import { zodiacPlace } from './zodiac-place';
import { BODY_IDS } from './body-ids';

const charles = { utc: new Date('1948-11-14T21:14:00Z'), latitude: 51.5, longitude: -0.166667 };

describe('computeChart', () => {
  it('gives every body with sign, degree, minute, house and retrograde flag', () => {
    const chart = computeChart(charles);
    expect(Object.keys(chart.bodies)).toEqual([...BODY_IDS]);
    expect(chart.bodies.sun).toMatchObject({ sign: 'scorpio', degree: 22, retrograde: false });
    expect(chart.bodies.moon.sign).toBe('taurus');
    for (const id of BODY_IDS) {
      const body = chart.bodies[id];
      expect(body.lon, id).toBeGreaterThanOrEqual(0);
      expect(body.lon, id).toBeLessThan(360);
      expect(body.house, id).toBeGreaterThanOrEqual(1);
      expect(body.retrograde, id).toBe(body.speed < 0);
    }
    expect(chart.houses?.system).toBe('placidus');
    expect(chart.houses?.cusps).toHaveLength(12);
    expect(chart.aspects.length).toBeGreaterThan(0);
    expect(chart.aspects.some((aspect) => aspect.a === 'meanNode' && aspect.b === 'trueNode')).toBe(false);
  });

  it('omits houses when the place is unknown', () => {
    const chart = computeChart({ utc: charles.utc });
    expect(chart.houses).toBeUndefined();
    expect(chart.bodies.sun.house).toBeUndefined();
  });

  it('reports the polar fallback in the chart', () => {
    const chart = computeChart({ utc: charles.utc, latitude: 75, longitude: 20 });
    expect(chart.houses?.fallback).toMatchObject({ from: 'placidus', to: 'porphyry' });
  });
});

describe('zodiacPlace', () => {
  it('never rounds up into the next sign', () => {
    expect(zodiacPlace(29.99999)).toEqual({ sign: 'aries', degree: 29, minute: 59 });
    expect(zodiacPlace(359.5)).toEqual({ sign: 'pisces', degree: 29, minute: 30 });
    expect(zodiacPlace(0)).toEqual({ sign: 'aries', degree: 0, minute: 0 });
  });
});
