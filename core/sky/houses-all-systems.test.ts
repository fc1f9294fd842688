import { describe, expect, it } from 'vitest';
import { computeHouses } from './houses';
import { HOUSE_SYSTEM_IDS } from './house-systems';
import { astrologerCharts } from './reference/astrologer-data';
import { arcsecondsBetween } from './reference/reference-data';

/** Issue 29: every house system's cusps within 10″ of swe_houses_ex. */
const TOLERANCE_ARCSECONDS = 10;

describe('all twelve house systems against swe_houses_ex (astrologer-charts.json)', () => {
  const worst = new Map<string, { error: number; where: string }>();
  const record = (what: string, error: number, where: string) => {
    if (error > (worst.get(what)?.error ?? -1)) worst.set(what, { error, where });
  };

  for (const system of HOUSE_SYSTEM_IDS) {
    it(`${system}: Ascendant, MC and twelve cusps within ${TOLERANCE_ARCSECONDS}″ on 44 charts`, () => {
      const failures: string[] = [];
      for (const chart of astrologerCharts) {
        const expected = chart.houses[system];
        if (!expected) throw new Error(`${chart.id} has no ${system} houses`);
        const houses = computeHouses({
          instant: new Date(chart.utc),
          latitude: chart.lat,
          longitude: chart.lon,
          system,
        });
        const check = (what: string, actual: number, wanted: number) => {
          const error = arcsecondsBetween(actual, wanted);
          record(`${system} ${what === 'asc' || what === 'mc' ? what : 'cusps'}`, error, chart.id);
          if (error > TOLERANCE_ARCSECONDS) failures.push(`${chart.id} ${what}: off by ${error.toFixed(1)}″`);
        };
        check('asc', houses.asc, expected.asc);
        check('mc', houses.mc, expected.mc);
        houses.cusps.forEach((cusp, index) =>
          check(`cusp ${index + 1}`, cusp, expected.cusps[index] ?? Number.NaN),
        );
        if ((expected.swissFallback !== undefined) !== (houses.fallback !== undefined)) {
          failures.push(
            `${chart.id}: Swiss Ephemeris fallback ${expected.swissFallback ?? 'none'}, ours ${houses.fallback?.to ?? 'none'}`,
          );
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('puts the Vertex within 10″ of swe_houses_ex', () => {
    const failures: string[] = [];
    for (const chart of astrologerCharts) {
      const houses = computeHouses({
        instant: new Date(chart.utc),
        latitude: chart.lat,
        longitude: chart.lon,
      });
      const error = arcsecondsBetween(houses.vertex, chart.vertex);
      record('vertex', error, chart.id);
      if (error > TOLERANCE_ARCSECONDS) failures.push(`${chart.id}: vertex off by ${error.toFixed(1)}″`);
    }
    expect(failures).toEqual([]);
    console.info(
      [...worst]
        .map(([what, { error, where }]) => `worst ${what}: ${error.toFixed(2)}″ (${where})`)
        .join('\n'),
    );
  });
});
