import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { type SkyEvent, findSkyEvents } from '@core/sky/events';
import { createSkyEventRoutes } from './sky-events';

const app = new Hono().route('/api', createSkyEventRoutes());

describe('GET /api/sky/events', () => {
  it('lists the events of a range in time order', async () => {
    const response = await app.request('/api/sky/events?from=2024-03-01&days=31');
    expect(response.status).toBe(200);
    const { events } = (await response.json()) as { events: { type: string; utc: string; body?: string }[] };
    const times = events.map((event) => Date.parse(event.utc));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(events.filter((event) => event.type === 'full-moon')).toHaveLength(1);
    expect(events.some((event) => event.type === 'ingress' && event.body === 'sun')).toBe(true);
  });

  it('serves the longest range a page may ask for', async () => {
    const response = await app.request('/api/sky/events?from=2024-03-01&days=90');
    expect(response.status).toBe(200);
  });

  it.each([
    ['/api/sky/events', 'from'],
    ['/api/sky/events?from=2024-13-01', 'from'],
    ['/api/sky/events?from=2024-03-01&days=0', 'days'],
    ['/api/sky/events?from=2024-03-01&days=91', 'days'],
    ['/api/sky/events?from=2024-03-01&days=two', 'days'],
  ])('rejects %s with 400 naming %s', async (url, path) => {
    const response = await app.request(url);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; issues?: { path: string }[] };
    expect(body.issues?.map((issue) => issue.path)).toContain(path);
  });
});

describe('long periods', () => {
  it('answers a 90-day period month by month with the events of one whole scan', async () => {
    const app = new Hono().route('/api', createSkyEventRoutes());
    const response = await app.request('/api/sky/events?from=2027-03-03&days=90');
    const { events } = (await response.json()) as { events: SkyEvent[] };
    const whole = findSkyEvents(new Date('2027-03-03T00:00:00Z'), 90);
    const shape = (list: SkyEvent[]) =>
      list.map(({ type, body, sign }) => `${type} ${body ?? ''} ${sign ?? ''}`);
    expect(shape(events)).toEqual(shape(whole));
    // Scans sampled from other start dates interpolate the same instants to well under a second.
    events.forEach((event, index) => {
      expect(Math.abs(Date.parse(event.utc) - Date.parse(whole[index]?.utc ?? ''))).toBeLessThan(1_000);
    });
  });
});
