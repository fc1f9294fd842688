import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_READING_REQUEST_BYTES } from '@core/contract/reading';
import { parseEnv } from '../env';
import type { TextProvider } from '../generation/openai-provider';
import { createReadingRoutes } from '../routes/readings';
import { type LoopbackServer, serveOnLoopback } from '../testing/serve-on-loopback';

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

describe('the public host behind proxies (TRUST_PROXY)', () => {
  const fromOwnPage = (forwardedHost: string, origin = 'https://cosmic.example') => ({
    'content-type': 'application/json',
    origin,
    'sec-fetch-site': 'same-origin',
    'x-forwarded-host': forwardedHost,
  });

  it('is the X-Forwarded-Host entry the outermost trusted proxy wrote, counted from the right', async () => {
    const oneProxy = countingApi({ TRUST_PROXY: '1' });
    expect((await oneProxy.post(fromOwnPage('cosmic.example'))).status).toBe(200);
    // An appending proxy leaves what the client wrote on the left: it is not the host.
    expect((await oneProxy.post(fromOwnPage('evil.example, cosmic.example'))).status).toBe(200);
    const forged = fromOwnPage('evil.example, cosmic.example', 'https://evil.example');
    expect((await oneProxy.post({ ...forged, 'sec-fetch-site': 'none' })).status).toBe(403);
    const twoProxies = countingApi({ TRUST_PROXY: '2' });
    expect((await twoProxies.post(fromOwnPage('evil.example, cosmic.example, internal:8080'))).status).toBe(
      200,
    );
  });

  it('falls back to Host when the entry is not a host, and ignores the header without TRUST_PROXY', async () => {
    const oneProxy = countingApi({ TRUST_PROXY: 'true' });
    const garbled = fromOwnPage('cosmic.example/../x', 'http://cosmic.test');
    expect((await oneProxy.post(garbled)).status).toBe(200);
    const direct = countingApi();
    expect((await direct.post(fromOwnPage('cosmic.example'))).status).toBe(403);
  });
});

describe('reading route guards on a Node server', () => {
  // On Node the guards read Node's own parsed headers (requestHeader); the cases above go
  // through app.request, which has none.
  let server: LoopbackServer;
  beforeAll(async () => {
    const routes = createReadingRoutes({
      env: parseEnv({ LOG_LEVEL: 'silent' }),
      now: () => NOW,
    });
    server = await serveOnLoopback(new Hono().route('/api', routes));
  });
  afterAll(() => server.close());

  const post = (headers: Record<string, string>, body: BodyInit = BODY) =>
    fetch(`${server.origin}/api/readings`, {
      method: 'POST',
      headers: { accept: 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);

  it('refuses another site, a body that is not JSON, and an oversized body', async () => {
    const crossSite = await post({
      'content-type': 'application/json',
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect((await post({ 'content-type': 'text/plain;charset=UTF-8' })).status).toBe(415);
    const oversized = `{"padding":"${'x'.repeat(MAX_READING_REQUEST_BYTES)}"}`;
    expect((await post({ 'content-type': 'application/json' }, oversized)).status).toBe(413);
    const streamed = new Blob([oversized]).stream();
    expect((await post({ 'content-type': 'application/json' }, streamed)).status).toBe(413);
  });

  it('answers its own page, twice over (the second time from the remembered reply)', async () => {
    const own = {
      'content-type': 'application/json',
      origin: server.origin,
      'sec-fetch-site': 'same-origin',
    };
    const first = await post(own);
    const second = await post(own);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual(await first.json());
  });
});
