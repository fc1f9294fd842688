import { describe, expect, it } from 'vitest';
import {
  london1948,
  losAngeles1926,
  noTimeNoPlace,
  paris,
  today,
} from '../../sky/advanced/advanced-fixtures';
import { CHART_TYPE_IDS } from '../../sky/advanced/chart-type-ids';
import { computeAnyAdvancedChart } from '../../sky/advanced/compute-advanced-chart';
import { chartNotes } from './chart-notes';

const complete = { person: london1948, partner: losAngeles1926, targetLocation: paris, today };
const placeless = { ...london1948, latitude: undefined, longitude: undefined };

describe('chartNotes', () => {
  it.each(CHART_TYPE_IDS)('%s: none for complete data, some without birth times', (type) => {
    expect(chartNotes(computeAnyAdvancedChart(type, complete))).toEqual([]);
    const sparse = { ...complete, person: noTimeNoPlace, partner: noTimeNoPlace };
    expect(chartNotes(computeAnyAdvancedChart(type, sparse)).length).toBeGreaterThan(0);
  });

  it('explains what an unknown time costs a relationship chart', () => {
    expect(chartNotes(computeAnyAdvancedChart('composite', { ...complete, partner: noTimeNoPlace }))).toEqual(
      [
        expect.stringMatching(/^Their birth time is unknown/),
        'Composite houses need both birth times and both birthplaces.',
      ],
    );
  });

  it('says what a missing birthplace costs each chart', () => {
    expect(chartNotes(computeAnyAdvancedChart('synastry', { ...complete, partner: placeless }))).toEqual([
      'Their birthplace is unknown: their chart has no houses or angles.',
    ]);
    expect(chartNotes(computeAnyAdvancedChart('solar-return', { person: placeless, today }))).toEqual([
      expect.stringMatching(/no location was given/),
    ]);
    expect(chartNotes(computeAnyAdvancedChart('solar-return', { ...complete, person: placeless }))).toEqual(
      [],
    );
    expect(chartNotes(computeAnyAdvancedChart('relocation', { ...complete, person: placeless }))).toEqual([
      expect.stringMatching(/relocated houses cannot be compared/),
    ]);
  });

  it('adds the time effect of returns and progressions for the person', () => {
    const notes = chartNotes(computeAnyAdvancedChart('lunar-return', { ...complete, person: noTimeNoPlace }));
    expect(notes).toEqual([
      expect.stringMatching(/^Your birth time is unknown/),
      expect.stringMatching(/natal Moon is uncertain/),
    ]);
  });
});
