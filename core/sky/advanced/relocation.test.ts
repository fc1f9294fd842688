import { describe, expect, it } from 'vitest';
import { BODY_IDS } from '../body-ids';
import { london1948, noTimeNoPlace } from './advanced-fixtures';
import { relocation } from './relocation';

const newYork = { latitude: 40.7128, longitude: -74.006 };

describe('relocation', () => {
  const result = relocation(london1948, newYork);

  it('keeps the natal instant and every longitude, and moves the houses', () => {
    expect(result.chart.utc).toBe(result.natal.utc);
    for (const id of BODY_IDS) expect(result.chart.bodies[id].lon, id).toBe(result.natal.bodies[id].lon);
    expect(result.chart.houses?.asc).not.toBeCloseTo(result.natal.houses?.asc ?? 0, 0);
    expect(result.houseChanges?.length).toBeGreaterThan(0);
    for (const change of result.houseChanges ?? []) {
      expect(change.natalHouse).toBe(result.natal.bodies[change.body].house);
      expect(change.relocatedHouse).toBe(result.chart.bodies[change.body].house);
      expect(change.relocatedHouse).not.toBe(change.natalHouse);
    }
  });

  it('at the birthplace changes nothing', () => {
    const home = relocation(london1948, { latitude: 51.5, longitude: -0.166667 });
    expect(home.houseChanges).toEqual([]);
  });

  it('has no houses without a birth time', () => {
    const unknown = relocation(noTimeNoPlace, newYork);
    expect(unknown.chart.houses).toBeUndefined();
    expect(unknown.houseChanges).toBeUndefined();
  });
});
