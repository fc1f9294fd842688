import { describe, expect, it } from 'vitest';
import { formatArc, formatDegree, zodiacPlaceOf } from './format-degree';

describe('formatDegree', () => {
  it('prints degree and minute within the sign', () => {
    expect(formatDegree(132 + 34 / 60)).toBe('12°34′');
    expect(formatDegree(0)).toBe('0°00′');
    expect(formatDegree(155.1)).toBe('5°06′');
  });

  it('truncates rather than rounds, so a late degree never spills into the next sign', () => {
    expect(formatDegree(29.9999)).toBe('29°59′');
    expect(zodiacPlaceOf(29.9999).sign).toBe('aries');
  });

  it('absorbs floating error at exact minutes', () => {
    expect(formatDegree(12 - 1e-12)).toBe('12°00′');
    expect(formatDegree(0.1 + 0.2)).toBe('0°18′');
    expect(zodiacPlaceOf(30 - 1e-12)).toEqual({ sign: 'taurus', degree: 0, minute: 0 });
  });

  it('wraps negative and large longitudes into the zodiac', () => {
    expect(zodiacPlaceOf(-0.5)).toEqual({ sign: 'pisces', degree: 29, minute: 30 });
    expect(zodiacPlaceOf(360)).toEqual({ sign: 'aries', degree: 0, minute: 0 });
    expect(zodiacPlaceOf(725.25)).toEqual({ sign: 'aries', degree: 5, minute: 15 });
  });

  it('prints orbs as plain arcs', () => {
    expect(formatArc(4.47)).toBe('4°28′');
    expect(formatArc(0)).toBe('0°00′');
    expect(formatArc(-2.5)).toBe('2°30′');
  });
});
