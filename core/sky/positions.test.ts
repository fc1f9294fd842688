import { describe, expect, it } from 'vitest';
import { computePositions } from './positions';
import { BODY_IDS } from './body-ids';
import { arcsecondsBetween, referenceData } from './reference/reference-data';

/** Issue #3: Sun to Pluto within 30″, the nodes within 1′, against Swiss Ephemeris. */
const TOLERANCE_ARCSECONDS = {
  sun: 30,
  moon: 30,
  mercury: 30,
  venus: 30,
  mars: 30,
  jupiter: 30,
  saturn: 30,
  uranus: 30,
  neptune: 30,
  pluto: 30,
  meanNode: 60,
  trueNode: 60,
} as const;

describe('computePositions against the Swiss Ephemeris reference set', () => {
  it('has at least 30 charts spanning 1900–2050', () => {
    const years = referenceData.charts.map((chart) => Number(chart.utc.slice(0, 4)));
    expect(referenceData.charts.length).toBeGreaterThanOrEqual(30);
    expect(Math.min(...years)).toBeLessThanOrEqual(1900);
    expect(Math.max(...years)).toBeGreaterThanOrEqual(2050);
  });

  for (const chart of referenceData.charts) {
    it(`${chart.id} (${chart.utc}): every body within tolerance`, () => {
      const positions = computePositions(new Date(chart.utc));
      const failures: string[] = [];
      for (const id of BODY_IDS) {
        const expected = chart.bodies[id];
        if (!expected) continue;
        const error = arcsecondsBetween(positions[id].lon, expected.lon);
        if (error > TOLERANCE_ARCSECONDS[id]) {
          failures.push(
            `${chart.id} ${id}: longitude off by ${error.toFixed(1)}″ (limit ${TOLERANCE_ARCSECONDS[id]}″)`,
          );
        }
        if (
          id !== 'meanNode' &&
          id !== 'trueNode' &&
          Math.abs(positions[id].lat - expected.lat) * 3600 > 30
        ) {
          failures.push(
            `${chart.id} ${id}: latitude off by ${(Math.abs(positions[id].lat - expected.lat) * 3600).toFixed(1)}″`,
          );
        }
        // Speeds decide the retrograde flag; a tenth of a percent of a degree a day is plenty.
        if (Math.abs(positions[id].speed - expected.speed) > 0.01) {
          failures.push(`${chart.id} ${id}: speed ${positions[id].speed} vs ${expected.speed} °/day`);
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
