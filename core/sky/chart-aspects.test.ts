import { describe, expect, it } from 'vitest';
import { aspectsBetween } from './aspects';
import {
  ASPECT_SETS,
  CHART_ASPECTS,
  CHART_ASPECT_IDS,
  ORB_TABLES,
  chartAspectsBetween,
} from './chart-aspects';

const at = (id: string, lon: number, speed = 0) => ({ id, lon, speed });

describe('chart aspects: the minors and the orb tables', () => {
  it('knows six minor aspects at their exact angles beside the five majors', () => {
    expect(ASPECT_SETS.major).toEqual(['conjunction', 'opposition', 'trine', 'square', 'sextile']);
    const minors = CHART_ASPECT_IDS.filter((id) => !CHART_ASPECTS[id].major);
    expect(Object.fromEntries(minors.map((id) => [id, CHART_ASPECTS[id].angle]))).toEqual({
      quincunx: 150,
      'semi-sextile': 30,
      'semi-square': 45,
      sesquiquadrate: 135,
      quintile: 72,
      'bi-quintile': 144,
    });
  });

  it('finds each minor aspect only when the set is "all"', () => {
    for (const [type, angle] of [
      ['semi-sextile', 30.5],
      ['semi-square', 44.2],
      ['quintile', 72.8],
      ['sesquiquadrate', 135.9],
      ['bi-quintile', 143.4],
    ] as const) {
      const points = [at('sun', 10), at('moon', 10 + angle)];
      expect(chartAspectsBetween(points, points, { set: 'all', orbs: 'standard' })[0]?.type, type).toBe(type);
      expect(chartAspectsBetween(points, points, { set: 'major', orbs: 'standard' }), type).toEqual([]);
    }
  });

  it('tight orbs drop what standard orbs keep', () => {
    const points = [at('sun', 0), at('mars', 96)];
    expect(chartAspectsBetween(points, points, { set: 'major', orbs: 'standard' })[0]?.type).toBe('square');
    expect(chartAspectsBetween(points, points, { set: 'major', orbs: 'tight' })).toEqual([]);
    for (const id of CHART_ASPECT_IDS) expect(ORB_TABLES.tight[id]).toBeLessThan(ORB_TABLES.standard[id]);
  });

  it('the usual set with standard orbs is exactly the app-wide aspectsBetween', () => {
    const points = Array.from({ length: 12 }, (_, index) => at(`p${index}`, (index * 47.3) % 360, index - 5));
    expect(chartAspectsBetween(points, points, { set: 'usual', orbs: 'standard' })).toEqual(
      aspectsBetween(points, points),
    );
  });
});
