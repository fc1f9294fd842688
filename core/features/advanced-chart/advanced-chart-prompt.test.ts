import type { AdvancedChartRequest } from '@core/features/advanced-chart/advanced-chart-request';
import { CHART_TYPE_IDS, CHART_TYPES } from '@core/features/advanced-chart/chart-types';
import { chartSummary } from '@core/features/advanced-chart/chart-summary';
import { describe, expect, it } from 'vitest';
import { chartMomentOf } from '@core/compose/reading-sky';
import { computeRequestedChart } from '@core/features/advanced-chart/requested-chart';
import { ADVANCED_CHART_GUIDES, buildAdvancedChartPrompt } from './advanced-chart-prompt';
import { ADA, BEN, PARIS } from '@core/testing/birth-fixtures';
import { USER_DATA_INSTRUCTION } from '@core/compose/prompt/user-data';

const request = (
  chartType: AdvancedChartRequest['chartType'],
  overrides: Partial<AdvancedChartRequest> = {},
) =>
  ({
    feature: 'advanced-chart',
    chartType,
    firstSign: 'cancer',
    secondSign: 'aries',
    person: ADA,
    partner: BEN,
    targetLocation: PARIS,
    date: '2026-11-23',
    ...overrides,
  }) as AdvancedChartRequest;

describe('buildAdvancedChartPrompt', () => {
  it.each(CHART_TYPE_IDS)(
    '%s: names the chart and what it shows, and passes the computed summary lines',
    (chartType) => {
      const { system, user } = buildAdvancedChartPrompt(request(chartType));
      const type = CHART_TYPES[chartType];
      expect(system).toContain(`an astrologer specialised in ${ADVANCED_CHART_GUIDES[chartType].specialist}`);
      expect(system).toMatch(/Interpret ONLY the computed facts/);
      expect(user).toContain(`Chart: ${type.title}. ${type.description}`);
      expect(user).toContain('person_name: "Ada"');
      expect(user).toContain('- Name: person_name (quoted above)');
      expect(user).toContain('Sun sign chosen: Cancer');
      const summary = chartSummary(computeRequestedChart(request(chartType)));
      expect(summary.length).toBeGreaterThan(3);
      for (const line of summary) expect(user).toContain(`- ${line}`);
      expect(user.includes('partner_name: "Ben"'), 'partner only for two-person charts').toBe(
        type.requiresTwoSigns,
      );
      expect(system).toContain(USER_DATA_INSTRUCTION);
      expect(system).not.toMatch(/Ada|Ben|London|Paris/);
    },
  );

  it('reads a synastry for both people, with both chosen signs', () => {
    const { user } = buildAdvancedChartPrompt(request('synastry'));
    expect(user).toContain('Reading for: person_name and partner_name (quoted above).');
    for (const name of ['Ada', 'Ben']) expect(user.split(name), `${name} is quoted once`).toHaveLength(2);
    expect(user).toContain('Sun sign chosen: Aries');
    expect(user).toMatch(/Your Sun in Cancer 22°50′ in house 9/);
    expect(user).toMatch(/Your \w+ (conjunct|sextile|square|trine|quincunx|opposite) their/);
  });

  it('notes when the chosen sign differs from the Sun the chart has', () => {
    expect(buildAdvancedChartPrompt(request('progressed', { firstSign: 'leo' })).user).toContain(
      'Sun sign chosen: Leo ♌ (the chart itself has the Sun in Cancer; go by the chart)',
    );
  });

  it('names the target of a relocation', () => {
    const { user } = buildAdvancedChartPrompt(request('relocation'));
    expect(user).toContain('target_location: "Paris, France"');
    expect(user).toContain('Target location: target_location (quoted above), at 48.86°N 2.35°E');
  });

  it.each([
    ['medical', /not medical advice/],
    ['financial', /not financial advice/],
    ['vocational', /not career advice/],
  ] as const)('%s says plainly it is not professional advice, in both messages', (chartType, caution) => {
    const { system, user } = buildAdvancedChartPrompt(request(chartType));
    expect(system).toMatch(caution);
    expect(user).toMatch(caution);
    expect(user).toMatch(/tendencies/);
  });

  it('passes the notes on missing birth data', () => {
    const { user } = buildAdvancedChartPrompt(
      request('solar-return', { person: { ...ADA, time: undefined, utc: '1990-07-15T11:00:00Z' } }),
    );
    expect(user).toContain('Notes on the data:');
    expect(user).toMatch(/birth time is unknown/);
  });

  it('turns a contract birth moment into the engine’s', () => {
    expect(chartMomentOf(ADA)).toEqual({
      utc: new Date('1990-07-15T14:30:00Z'),
      timeKnown: true,
      latitude: 51.5074,
      longitude: -0.1278,
    });
    expect(chartMomentOf({ ...ADA, time: undefined, place: undefined })).toEqual({
      utc: new Date('1990-07-15T14:30:00Z'),
      timeKnown: false,
    });
  });
});
