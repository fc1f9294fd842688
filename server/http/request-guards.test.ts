import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import type { TextProvider } from '../generation/openai-provider';
import { createReadingRoutes } from '../routes/readings';

const NOW = new Date('2026-11-24T10:00:00Z');
const BODY = JSON.stringify({ feature: 'horoscope', sign: 'leo', period: 'daily', date: '2026-11-24' });

function countingApi(env: Record<string, string> = {}) {
  let calls = 0;
  const provider: TextProvider = {
    async *streamText() {
      calls += 1;
      yield 'A steady day. '.repeat(20);
    },
  };
  const routes = createReadingRoutes({
    env: parseEnv({ OPENAI_API_KEY: 'sk-test', LOG_LEVEL: 'silent', ...env }),
    now: () => NOW,
    provider,
  });
  const app = new Hono().route('/api', routes);
  const post = (headers: Record<string, string>, body = BODY) =>
    app.request('http://cosmic.test/api/readings', {
      method: 'POST',
      headers: { host: 'cosmic.test', accept: 'application/json', ...headers },
      body,
    });
  return { post, calls: () => calls };
}

describe('reading route guards', () => {
  it("refuses another site's text/plain no-cors POST with 415, before the provider", async () => {
    const api = countingApi();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await api.post({ 'content-type': 'text/plain;charset=UTF-8' });
      expect(response.status).toBe(415);
      expect((await response.json()) as object).toHaveProperty('error');
    }
    expect(api.calls()).toBe(0);
  });

  it('refuses a form post and a missing content type with 415', async () => {
    const api = countingApi();
    expect((await api.post({ 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await api.post({})).status).toBe(415);
    expect(api.calls()).toBe(0);
  });

  it('refuses a JSON POST that a browser marks as cross-site, or that names a foreign Origin', async () => {
    const api = countingApi();
    const crossSite = await api.post({
      'content-type': 'application/json',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect(
      (await api.post({ 'content-type': 'application/json', origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect(
      (await api.post({ 'content-type': 'application/json', 'sec-fetch-site': 'same-site' })).status,
    ).toBe(403);
    expect(api.calls()).toBe(0);
  });

  it('serves its own pages, programs without browser headers, and configured origins', async () => {
    const api = countingApi({ ALLOWED_ORIGINS: 'https://app.example.com/' });
    const own = await api.post({
      'content-type': 'application/json; charset=utf-8',
      origin: 'http://cosmic.test',
      'sec-fetch-site': 'same-origin',
    });
    expect(own.status).toBe(200);
    expect((await api.post({ 'content-type': 'application/json' })).status).toBe(200);
    const partner = await api.post({
      'content-type': 'application/json',
      origin: 'https://app.example.com',
      'sec-fetch-site': 'cross-site',
    });
    expect(partner.status).toBe(200);
  });
});
