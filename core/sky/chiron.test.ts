import { describe, expect, it } from 'vitest';
import { chironPosition, hasChiron } from './chiron';
import { astrologerCharts } from './reference/astrologer-data';
import { arcsecondsBetween, referenceData } from './reference/reference-data';
import { skyFrame } from './sky-frame';

/** Issue 29: Chiron within 1′ of Swiss Ephemeris (seas_18.se1), 1900–2099. */
const TOLERANCE_ARCSECONDS = 60;

const references = [
  ...astrologerCharts.map((chart) => ({ id: chart.id, utc: chart.utc, chiron: chart.bodies.chiron })),
  ...referenceData.charts.map((chart) => ({ id: chart.id, utc: chart.utc, chiron: chart.bodies.chiron })),
].filter((chart) => chart.chiron !== undefined);

describe('Chiron against Swiss Ephemeris', () => {
  it(`is within ${TOLERANCE_ARCSECONDS}″ in longitude on ${references.length} charts, retrograde when Swiss Ephemeris says so`, () => {
    const failures: string[] = [];
    let worst = { error: 0, id: '' };
    let worstSpeed = 0;
    for (const { id, utc, chiron } of references) {
      if (!chiron) continue;
      const position = chironPosition(skyFrame(new Date(utc)));
      const error = arcsecondsBetween(position.lon, chiron.lon);
      if (error > worst.error) worst = { error, id };
      worstSpeed = Math.max(worstSpeed, Math.abs(position.speed - chiron.speed));
      if (error > TOLERANCE_ARCSECONDS) failures.push(`${id} (${utc}): off by ${error.toFixed(1)}″`);
      if (position.speed < 0 !== chiron.speed < 0) failures.push(`${id}: retrograde flag differs`);
    }
    console.info(
      `worst Chiron longitude: ${worst.error.toFixed(2)}″ (${worst.id}); speed ${(worstSpeed * 3600).toFixed(2)}″/day`,
    );
    expect(failures).toEqual([]);
  });

  it('is tabulated over 1900–2100 and refused outside', () => {
    expect(hasChiron(skyFrame(new Date('1900-01-01T00:00:00Z')))).toBe(true);
    expect(hasChiron(skyFrame(new Date('2100-12-31T00:00:00Z')))).toBe(true);
    expect(hasChiron(skyFrame(new Date('1850-01-01T00:00:00Z')))).toBe(false);
    expect(() => chironPosition(skyFrame(new Date('2150-01-01T00:00:00Z')))).toThrow(RangeError);
  });
});
