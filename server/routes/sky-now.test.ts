import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { skyNowSchema } from '@core/contract/sky-now';
import { createSkyNowRoutes } from './sky-now';

describe('GET /api/sky/now', () => {
  it("answers the real Sun and Moon of the server's moment, cacheable for five minutes", async () => {
    const app = new Hono().route(
      '/api',
      createSkyNowRoutes(() => new Date('2026-11-24T12:00:00Z')),
    );
    const response = await app.request('/api/sky/now');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const sky = skyNowSchema.parse(await response.json());
    expect(sky.instant).toBe('2026-11-24T12:00:00.000Z');
    expect(sky.sun.sign).toBe('sagittarius');
    // 2026-11-24 is the day of a full Moon in Gemini.
    expect(sky.moon.phase).toBe('full-moon');
    expect(sky.moon.sign).toBe('gemini');
    expect(sky.moon.illumination).toBeGreaterThan(0.97);
  });
});
