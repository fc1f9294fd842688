import { birthMomentSchema } from '@core/contract/birth-moment';
import { LAST_SUPPORTED_DATE, SUPPORTED_END_MS, SUPPORTED_START_MS } from '@core/time/supported-range';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createChartRoutes } from './chart';
import { createSkyEventRoutes } from './sky-events';

const app = new Hono().route('/api', createChartRoutes()).route('/api', createSkyEventRoutes());
const iso = (ms: number) => new Date(ms).toISOString();

/** The first and last instants inside the range, and the nearest ones outside it. */
const EDGES = [
  [iso(SUPPORTED_START_MS - 1000), false],
  [iso(SUPPORTED_START_MS), true],
  [iso(SUPPORTED_END_MS - 1000), true],
  [iso(SUPPORTED_END_MS), false],
] as const;

describe('the request contract, the chart engine and the sky events accept the same years', () => {
  it.each(EDGES)('%s: accepted %s by all three', async (utc, supported) => {
    const date = utc.slice(0, 10);
    const contract = birthMomentSchema.safeParse({ name: 'Ana', date, utc });
    expect(contract.success).toBe(supported);
    const chart = await app.request(`/api/chart?utc=${utc}&lat=51.48&lon=0`);
    expect(chart.status).toBe(supported ? 200 : 400);
    const events = await app.request(`/api/sky/events?from=${date}&days=1`);
    expect(events.status).toBe(supported ? 200 : 400);
  });

  it('ends the range on the last day of a year', () => {
    expect(iso(SUPPORTED_END_MS - 1000).slice(0, 10)).toBe(LAST_SUPPORTED_DATE);
  });
});
