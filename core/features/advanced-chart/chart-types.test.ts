import { describe, expect, it } from 'vitest';
import {
  CHART_HINTS,
  CHART_TYPE_IDS,
  CHART_TYPES,
  chartHints,
  chartTypeList,
  isChartTypeId,
} from './chart-types';

/** The spec's table (tool-pages §3, Advanced Charts): id, category, two signs, birth time, location. */
const SPEC_TABLE = [
  ['synastry', 'relationship', true, true, false],
  ['composite', 'relationship', true, true, false],
  ['davison', 'relationship', true, true, false],
  ['progressed', 'personal', false, true, false],
  ['solar-return', 'personal', false, true, false],
  ['lunar-return', 'personal', false, true, false],
  ['relocation', 'specialized', false, true, true],
  ['medical', 'specialized', false, true, false],
  ['financial', 'specialized', false, true, false],
  ['vocational', 'specialized', false, true, false],
] as const;

describe('CHART_TYPES', () => {
  it('has the spec’s ten ids in the spec’s order and groups', () => {
    expect(CHART_TYPE_IDS).toEqual(SPEC_TABLE.map(([id]) => id));
    expect(chartTypeList.map((type) => type.id)).toEqual([...CHART_TYPE_IDS]);
  });

  it.each(SPEC_TABLE)(
    '%s: %s, two signs %s, birth time %s, location %s',
    (id, category, two, time, location) => {
      expect(CHART_TYPES[id]).toMatchObject({
        id,
        category,
        requiresTwoSigns: two,
        requiresBirthTime: time,
        requiresLocation: location,
      });
    },
  );

  it('gives every type a title, a description and a colour of its own wording', () => {
    const titles = new Set(chartTypeList.map((type) => type.title));
    const descriptions = new Set(chartTypeList.map((type) => type.description));
    expect(titles.size, 'titles must be unique').toBe(10);
    expect(descriptions.size, 'descriptions must be unique').toBe(10);
    for (const type of chartTypeList) {
      expect(type.description.length, type.id).toBeGreaterThan(30);
      expect(type.color, type.id).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('derives the card hints with the spec’s wording', () => {
    expect(chartHints(CHART_TYPES.synastry)).toEqual(['Requires two people', 'Birth time recommended']);
    expect(chartHints(CHART_TYPES.relocation)).toEqual(['Birth time recommended', 'Location required']);
    expect(chartHints(CHART_TYPES.medical)).toEqual(['Birth time recommended']);
    expect(Object.values(CHART_HINTS)).toEqual([
      'Requires two people',
      'Birth time recommended',
      'Location required',
    ]);
  });

  it('recognises its ids', () => {
    expect(isChartTypeId('lunar-return')).toBe(true);
    expect(isChartTypeId('lunar')).toBe(false);
    expect(isChartTypeId(3)).toBe(false);
  });
});
