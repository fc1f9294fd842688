import { describe, expect, it } from 'vitest';
import { z } from '../../contract/zod-mini';
import { computeRequestedChart } from '@core/features/advanced-chart/requested-chart';
import { CHART_TYPE_IDS, needsPartner, needsTargetLocation } from '../../sky/advanced/chart-type-ids';
import { advancedChartRequestSchema } from './advanced-chart-request';

const DATE = '2026-03-20';
const born = (utc: string) => ({ name: 'Ada', date: utc.slice(0, 10), utc });
const requestFor = (chartType: (typeof CHART_TYPE_IDS)[number], personUtc: string) => ({
  feature: 'advanced-chart',
  chartType,
  firstSign: 'leo',
  person: born(personUtc),
  ...(needsPartner(chartType) ? { partner: born('1988-04-02T07:10:00Z') } : {}),
  ...(needsTargetLocation(chartType)
    ? { targetLocation: { name: 'Paris', latitude: 48.86, longitude: 2.35 } }
    : {}),
  date: DATE,
});

describe('advancedChartRequestSchema and births after the request date', () => {
  it('refuses a progression or solar return for someone born after noon UTC of the date', () => {
    for (const chartType of ['progressed', 'solar-return'] as const) {
      const parsed = z.safeParse(advancedChartRequestSchema, requestFor(chartType, '2026-03-20T15:00:00Z'));
      expect(parsed.success, chartType).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['person.utc']);
    }
  });

  it('accepts every request it lets through without the chart engine refusing it', () => {
    for (const chartType of CHART_TYPE_IDS) {
      for (const utc of [
        '2026-03-20T12:00:00Z',
        '2026-03-20T11:59:00Z',
        '2030-01-01T00:00:00Z',
        '1990-07-15T14:30:00Z',
      ]) {
        const parsed = z.safeParse(advancedChartRequestSchema, requestFor(chartType, utc));
        if (parsed.success)
          expect(() => computeRequestedChart(parsed.data), `${chartType} ${utc}`).not.toThrow();
        else
          expect(
            parsed.error.issues.map((issue) => issue.path.join('.')),
            `${chartType} ${utc}`,
          ).toEqual(['person.utc']);
      }
    }
  });
});
