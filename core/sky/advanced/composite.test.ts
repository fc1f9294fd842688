import { describe, expect, it } from 'vitest';
import { computeChart } from '../chart';
import { BODY_IDS } from '../body-ids';
import { arcsecondsBetween } from '../reference/reference-data';
import { london1948, losAngeles1926, noTimeNoPlace } from './advanced-fixtures';
import { arcMidpoint } from './arc-midpoint';
import { natalChartOf } from './birth-moment';
import { composite } from './composite';

describe('composite', () => {
  it('of a chart with itself is that chart', () => {
    const natal = computeChart({ utc: london1948.utc, latitude: 51.5, longitude: -0.166667 });
    const self = composite(london1948, london1948);
    for (const id of BODY_IDS) {
      expect(self.bodies[id].lon, id).toBeCloseTo(natal.bodies[id].lon, 9);
      expect(self.bodies[id].sign, id).toBe(natal.bodies[id].sign);
      expect(self.bodies[id].house, id).toBe(natal.bodies[id].house);
    }
    expect(arcsecondsBetween(self.houses?.asc ?? NaN, natal.houses?.asc ?? 0)).toBeLessThan(0.01);
    expect(arcsecondsBetween(self.houses?.mc ?? NaN, natal.houses?.mc ?? 0)).toBeLessThan(0.01);
    self.houses?.cusps.forEach((cusp, index) => {
      expect(arcsecondsBetween(cusp, natal.houses?.cusps[index] ?? NaN), `cusp ${index + 1}`).toBeLessThan(
        0.01,
      );
    });
    expect(self.aspects).toHaveLength(natal.aspects.length);
  });

  it('puts each body at the near midpoint and the MC at the midpoint of the MCs', () => {
    const first = natalChartOf(london1948);
    const second = natalChartOf(losAngeles1926);
    const chart = composite(london1948, losAngeles1926);
    for (const id of BODY_IDS) {
      expect(chart.bodies[id].lon, id).toBeCloseTo(
        arcMidpoint(first.bodies[id].lon, second.bodies[id].lon),
        9,
      );
    }
    expect(
      arcsecondsBetween(chart.houses?.mc ?? NaN, arcMidpoint(first.houses?.mc ?? 0, second.houses?.mc ?? 0)),
    ).toBeLessThan(0.01);
    expect(chart.latitude).toBeCloseTo((51.5 + 34.05) / 2, 9);
    expect(chart.houses?.cusps).toHaveLength(12);
  });

  it('has no houses unless both charts have them', () => {
    const chart = composite(london1948, noTimeNoPlace);
    expect(chart.houses).toBeUndefined();
    expect(chart.bodies.sun.house).toBeUndefined();
  });
});
