import { describe, expect, it } from 'vitest';
import { london1948, losAngeles1926, noTimeNoPlace, paris, today } from './advanced-fixtures';
import { CHART_TYPE_IDS, needsPartner } from './chart-type-ids';
import { computeAdvancedChart } from './compute-advanced-chart';

const complete = { person: london1948, partner: losAngeles1926, targetLocation: paris, today };
const sparse = { person: noTimeNoPlace, partner: noTimeNoPlace, targetLocation: paris, today };

describe('computeAdvancedChart', () => {
  it.each(CHART_TYPE_IDS)(
    '%s returns its type and what the input lacked, with or without birth times',
    (type) => {
      expect(computeAdvancedChart(type, complete)).toMatchObject({ type, gaps: [] });
      const gaps = computeAdvancedChart(type, sparse).gaps;
      expect(gaps).toEqual([
        { who: 'person', missing: 'time' },
        ...(needsPartner(type) ? [{ who: 'partner', missing: 'time' }] : []),
      ]);
    },
  );

  it('narrows the result by type', () => {
    const chart = computeAdvancedChart('lunar-return', complete);
    expect(chart.previousInstant < chart.instant).toBe(true);
    const reading = computeAdvancedChart('financial', complete);
    expect(reading.focus).toBe('financial');
  });

  it('throws a RangeError that says how to fix a missing partner', () => {
    for (const type of CHART_TYPE_IDS.filter(needsPartner)) {
      expect(() => computeAdvancedChart(type, { person: london1948, today })).toThrow(RangeError);
      expect(() => computeAdvancedChart(type, { person: london1948, today })).toThrow(/Pass `partner`/);
    }
  });

  it('throws a RangeError for a relocation without a target', () => {
    expect(() => computeAdvancedChart('relocation', { person: london1948, today })).toThrow(
      /Pass `targetLocation`/,
    );
  });

  it('casts the returns at the target location when one is given', () => {
    expect(computeAdvancedChart('solar-return', complete).place).toEqual(paris);
    expect(computeAdvancedChart('solar-return', { person: london1948, today }).placeSource).toBe(
      'birthplace',
    );
  });

  it('lists a missing place only when the time is known, and the partner only for two-person charts', () => {
    const placeless = { ...london1948, latitude: undefined, longitude: undefined };
    expect(computeAdvancedChart('composite', { ...complete, partner: placeless }).gaps).toEqual([
      { who: 'partner', missing: 'place' },
    ]);
    expect(computeAdvancedChart('progressed', { ...complete, partner: noTimeNoPlace }).gaps).toEqual([]);
  });
});
