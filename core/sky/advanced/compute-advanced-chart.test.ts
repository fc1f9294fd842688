import { describe, expect, it } from 'vitest';
import { london1948, losAngeles1926, noTimeNoPlace, paris, today } from './advanced-fixtures';
import { CHART_TYPE_IDS, CHART_TYPES } from './chart-types';
import { computeAdvancedChart } from './compute-advanced-chart';

const complete = { person: london1948, partner: losAngeles1926, targetLocation: paris, today };
const sparse = { person: noTimeNoPlace, partner: noTimeNoPlace, targetLocation: paris, today };

describe('computeAdvancedChart', () => {
  it.each(CHART_TYPE_IDS)(
    '%s returns its type and a non-empty summary, with or without birth times',
    (type) => {
      for (const input of [complete, sparse]) {
        const chart = computeAdvancedChart(type, input);
        expect(chart.type).toBe(type);
        expect(chart.summary.length).toBeGreaterThan(3);
        for (const line of chart.summary) {
          expect(line.trim(), type).toBe(line);
          expect(line, type).not.toMatch(/undefined|NaN/);
        }
      }
      expect(computeAdvancedChart(type, complete).notes).toEqual([]);
      expect(computeAdvancedChart(type, sparse).notes.length).toBeGreaterThan(0);
    },
  );

  it('narrows the result by type', () => {
    const chart = computeAdvancedChart('lunar-return', complete);
    expect(chart.previousInstant < chart.instant).toBe(true);
    const reading = computeAdvancedChart('financial', complete);
    expect(reading.focus).toBe('financial');
  });

  it('throws a RangeError that says how to fix a missing partner', () => {
    for (const type of CHART_TYPE_IDS.filter((id) => CHART_TYPES[id].requiresTwoSigns)) {
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

  it('explains what an unknown time costs', () => {
    const notes = computeAdvancedChart('composite', { ...complete, partner: noTimeNoPlace }).notes;
    expect(notes).toEqual([
      expect.stringMatching(/^Their birth time is unknown/),
      'Composite houses need both birth times and both birthplaces.',
    ]);
  });
});
