import { SIGN_IDS } from '@core/content/signs';
import { healthResponseSchema } from '@core/contract/health';
import { readingResponseSchema } from '@core/contract/reading';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { type ServerEnv, parseEnv } from '../env';
import { type ReadingService, createReadingService } from '../generation/reading-service';
import { OFFLINE_NOTES } from '../generation/spend-bounds';
import { createMemoryStore } from '../store/memory-store';
import { ADA } from '@core/testing/birth-fixtures';
import { createCapturingLogger } from '../testing/capturing-logger';
import { HARNESS_API_KEY, readingApiHarness } from '../testing/reading-api-harness';
import { serveOnLoopback } from '../testing/serve-on-loopback';
import { createStatusCheckRoutes } from './status-checks';
import { createReadingRoutes } from './readings';

/**
 * What one client, or one minute, may cost the provider (ADR 0017), on loopback against the fake
 * provider: new shared generations per client, the provider budget, shared generations that
 * outlive their visitors, and the address a limit is counted under behind a proxy.
 */
const NOW = new Date('2026-11-24T10:00:00Z');
const TODAY = '2026-11-24';
// Sixty words in chunks of two, 3 ms apart: a reading takes a good tenth of a second to arrive.
const REPLY = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');

const api = readingApiHarness({ reply: REPLY, chunkWords: 2, chunkDelayMs: 3, now: NOW });
const { fake } = api;

const daily = (sign: string) => ({ feature: 'horoscope', sign, period: 'daily', date: TODAY });
const from = (address: string) => ({ 'x-forwarded-for': `${address}, ${address}` });

async function getReading(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}?${new URLSearchParams(fields).toString()}`, {
    headers: { accept: 'application/json', ...headers },
  });
  expect(response.status).toBe(200);
  return readingResponseSchema.parse(await response.json());
}

/** The server's env for routers built here rather than by the harness. */
const envWith = (overrides: Partial<ServerEnv>): ServerEnv => ({
  ...parseEnv({ LOG_LEVEL: 'silent' }),
  OPENAI_API_KEY: HARNESS_API_KEY,
  OPENAI_BASE_URL: fake.url,
  OPENAI_MAX_RETRIES: 0,
  ...overrides,
});

describe('new shared generations per client', () => {
  it('are written offline past the client’s limit, with a note, while cached readings stay free', async () => {
    const url = await api.startApi({
      GENERATION_LIMIT_BURST: 4,
      GENERATION_LIMIT_PER_MINUTE: 1,
      TRUST_PROXY: 1,
    });
    const readings = [];
    for (const sign of SIGN_IDS) readings.push(await getReading(url, daily(sign), from('203.0.113.9')));
    expect(fake.calls).toBe(4);
    expect(readings.slice(0, 4).every((reading) => reading.source === 'ai')).toBe(true);
    for (const reading of readings.slice(4)) {
      expect(reading.source).toBe('offline');
      expect(reading.text.endsWith(`\n\n${OFFLINE_NOTES['client-limit']}`)).toBe(true);
    }
    // The POST form counts the same way.
    const posted = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...from('203.0.113.9') },
      body: JSON.stringify({ ...daily('leo'), period: 'weekly' }),
    });
    expect(readingResponseSchema.parse(await posted.json()).source).toBe('offline');

    // Cached readings cost nothing and are never limited.
    for (let index = 0; index < 10; index += 1)
      expect((await getReading(url, daily('aries'), from('203.0.113.9'))).source).toBe('ai');
    expect(fake.calls).toBe(4);
    // An answer written offline is not remembered as the answer: another visitor gets the guide's.
    expect((await getReading(url, daily('pisces'), from('198.51.100.7'))).source).toBe('ai');
    expect(fake.calls).toBe(5);
  });

  it('never count joining a generation already under way', async () => {
    const url = await api.startApi({ GENERATION_LIMIT_BURST: 1, GENERATION_LIMIT_PER_MINUTE: 1 });
    const readings = await Promise.all(Array.from({ length: 12 }, () => getReading(url, daily('leo'))));
    expect(readings.map((reading) => reading.source)).toEqual(Array(12).fill('ai'));
    expect(fake.calls).toBe(1);
    expect((await getReading(url, daily('virgo'))).source).toBe('offline');
  });
});

describe('the provider budget', () => {
  /** A router whose store's clock stands still, so the minute cannot turn during the test. */
  async function startBudgetedApi(callsPerMinute: number) {
    const logger = createCapturingLogger();
    const store = createMemoryStore({ readingCapacity: 100, now: () => NOW.getTime() });
    const routes = createReadingRoutes({
      env: envWith({ PROVIDER_CALLS_PER_MINUTE: callsPerMinute, TRUST_PROXY: 1 }),
      now: () => NOW,
      store,
      logger,
    });
    const server = await serveOnLoopback(new Hono().route('/api', routes));
    return { url: `${server.origin}/api/readings`, logger, close: server.close };
  }

  it('writes every reading offline once the minute’s calls are spent, and logs it once', async () => {
    const { url, logger, close } = await startBudgetedApi(3);
    try {
      // Many clients, each well within its own limit: the budget is for all of them.
      const readings = [];
      for (const [index, sign] of SIGN_IDS.slice(0, 8).entries())
        readings.push(await getReading(url, daily(sign), from(`198.51.100.${index + 1}`)));
      expect(fake.calls).toBe(3);
      for (const reading of readings.slice(3)) {
        expect(reading.source).toBe('offline');
        expect(reading.text.endsWith(`\n\n${OFFLINE_NOTES.budget}`)).toBe(true);
      }
      // A personal reading too: the offline composer writes it, and no call is made.
      const chart = await api.jsonReading(url, { feature: 'birth-chart', person: ADA });
      expect(chart.source).toBe('offline');
      expect(chart.text).toContain(OFFLINE_NOTES.budget);
      expect(fake.calls).toBe(3);
      const spent = logger.entries.filter((entry) => /provider budget/.test(entry.message));
      expect(spent).toHaveLength(1);
      expect(spent[0]?.level).toBe('warn');
    } finally {
      await close();
    }
  });

  it('shows on /api/health with HEALTH_DETAILS, and only then', async () => {
    const store = () => createMemoryStore({ readingCapacity: 100, now: () => NOW.getTime() });
    const env = envWith({ PROVIDER_CALLS_PER_MINUTE: 2, HEALTH_DETAILS: true });
    const app = createApp({ env, now: () => NOW, logger: createCapturingLogger(), store: store() });
    for (const sign of ['aries', 'taurus', 'gemini']) {
      const query = new URLSearchParams(daily(sign)).toString();
      await (await app.request(`/api/readings?${query}`, { headers: { accept: 'application/json' } })).json();
    }
    const health = healthResponseSchema.parse(await (await app.request('/api/health')).json());
    expect(health.budget).toEqual({
      providerCallsPerMinute: 2,
      providerCallsThisMinute: 2,
      renewsInSeconds: 60,
      sharedAcrossInstances: false,
      generationLimit: { burst: 30, perMinute: 20 },
      servedOfflineSinceStart: { clientLimit: 0, budget: 1 },
    });
    const publicApp = createApp({ env: { ...env, HEALTH_DETAILS: false }, store: store() });
    const publicHealth = (await (await publicApp.request('/api/health')).json()) as object;
    expect(publicHealth).not.toHaveProperty('budget');
  });
});

describe('a shared generation whose visitors hang up', () => {
  /** Requests that each hang up once the provider has been asked: none of them reads a word. */
  async function hangUps(count: number, ask: (signal: AbortSignal) => Promise<Response>) {
    await Promise.all(
      Array.from({ length: count }, async () => {
        const controller = new AbortController();
        const asked = ask(controller.signal).catch(() => undefined);
        await vi.waitFor(() => expect(fake.calls).toBeGreaterThanOrEqual(1));
        controller.abort();
        await asked;
      }),
    );
  }

  it('runs to the end and is cached: fifty hang-ups, GET and POST, cost one call', async () => {
    const url = await api.startApi();
    const query = `${url}?${new URLSearchParams(daily('scorpio')).toString()}`;
    await hangUps(25, (signal) => fetch(query, { signal }));
    await hangUps(25, (signal) => api.post(url, daily('scorpio'), { signal }));
    await vi.waitFor(async () => expect((await getReading(url, daily('scorpio'))).text).toBe(REPLY));
    expect(fake.calls).toBe(1);
    expect(fake.requests[0]?.disconnected).toBe(false);
  });

  it('is not cancelled by /api/angels/status callers who leave', async () => {
    const env = envWith({});
    const service = createReadingService({ env, timing: { linearBackoffStepMs: 5 } });
    const app = new Hono().route('/api', createStatusCheckRoutes({ service, env, now: () => NOW }));
    const server = await serveOnLoopback(app);
    try {
      const status = `${server.origin}/api/angels/status`;
      // A reading of half a second, and a pause after the hang-ups: time for a cancellation.
      fake.setScenario({ kind: 'reply', text: `${REPLY} `.repeat(5) });
      await hangUps(10, (signal) => fetch(status, { signal }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(fake.requests[0]?.disconnected).toBe(false);
      await vi.waitFor(async () =>
        expect(((await (await fetch(status)).json()) as { status: string }).status).toBe('online'),
      );
      expect(fake.calls).toBe(1);
    } finally {
      await server.close();
    }
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  const birthChart = (index: number) => ({
    feature: 'birth-chart',
    person: { ...ADA, name: `Visitor ${index}` },
  });
  const postFrom = (url: string, body: unknown, forwardedFor: string) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-forwarded-for': forwardedFor,
      },
      body: JSON.stringify(body),
    });

  it('counts a client by the address the proxy appended, not by what it wrote itself', async () => {
    const url = await api.startApi({ TRUST_PROXY: 1, RATE_LIMIT_BURST: 5, RATE_LIMIT_PER_MINUTE: 1 });
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1)
      statuses.push((await postFrom(url, birthChart(index), `198.51.100.${index}, 203.0.113.9`)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(fake.calls).toBe(5);
    // Another visitor behind the same proxy has a bucket of its own.
    expect((await postFrom(url, birthChart(99), '203.0.113.10')).status).toBe(200);
  });

  it('counts IPv6 visitors by their /64, however the proxy writes the address', async () => {
    const url = await api.startApi({ TRUST_PROXY: 1, RATE_LIMIT_BURST: 3, RATE_LIMIT_PER_MINUTE: 1 });
    const spellings = ['2001:db8::1', '2001:db8::2', '2001:0db8:0:0::5', '[2001:db8::9]:443', '2001:DB8::a'];
    const statuses = [];
    for (const [index, address] of spellings.entries())
      statuses.push((await postFrom(url, birthChart(index), address)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});

describe('a client past its personal-reading limit', () => {
  const chat = (message: string) => ({
    feature: 'chat',
    personaId: 'orion',
    message,
    history: [],
    date: TODAY,
    profile: {},
  });

  it('is refused before its body is parsed or validated, yet gets help when it writes in crisis', async () => {
    const url = await api.startApi({ RATE_LIMIT_BURST: 1, RATE_LIMIT_PER_MINUTE: 1 });
    expect((await api.post(url, { feature: 'birth-chart', person: ADA })).status).toBe(200);
    // Neither valid nor even JSON: refused by the limit, which comes first, not by validation.
    const invalid = JSON.stringify({
      feature: 'birth-chart',
      person: { date: 'soon' },
      padding: 'x'.repeat(30_000),
    });
    expect((await api.post(url, invalid)).status).toBe(429);
    expect((await api.post(url, '{"feature": "birth-chart", "person": {')).status).toBe(429);
    expect((await api.post(url, chat('What do the stars say about my week?'))).status).toBe(429);
    const help = await api.post(url, chat('I want to kill myself'));
    expect(help.status).toBe(200);
    expect(((await help.json()) as { text: string }).text).toMatch(/988/);
    // Shared readings are never limited here.
    expect((await api.post(url, daily('leo'))).status).toBe(200);
    expect(fake.calls).toBe(2);
  });
});

describe('remembered answers', () => {
  it('hold one copy of an answer for many spellings of one query', async () => {
    // A reading of 2 MB, from a service that counts how often it is asked.
    const text = 'x'.repeat(2_000_000);
    let asked = 0;
    const service: ReadingService = {
      async *stream() {
        asked += 1;
        yield { type: 'text-delta', text };
        yield { type: 'text-end', source: 'ai' };
      },
      read: async () => {
        asked += 1;
        return { text, source: 'ai' };
      },
      providerBudget: () => Promise.reject(new Error('not asked here')),
    };
    const routes = createReadingRoutes({ env: envWith({}), now: () => NOW, service });
    const server = await serveOnLoopback(new Hono().route('/api', routes));
    try {
      const before = process.memoryUsage().arrayBuffers;
      for (let variant = 0; variant < 100; variant += 1) {
        // `%6C` is "l" and a trailing "&" adds nothing: each is the same request, spelt anew.
        const query = `feature=horoscope&sign=%6Ceo&period=daily&date=${TODAY}${'&'.repeat(variant)}`;
        const response = await fetch(`${server.origin}/api/readings?${query}`, {
          headers: { accept: 'application/json' },
        });
        expect(response.status).toBe(200);
        expect(((await response.json()) as { text: string }).text).toHaveLength(text.length);
      }
      expect(asked).toBe(1);
      // Each answer is kept as two encoded bodies: one copy per spelling would be some 400 MB.
      expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(50_000_000);
    } finally {
      await server.close();
    }
  });
});

describe('GET /api/angels/status', () => {
  it('refuses another site, as the readings do, before any provider call', async () => {
    const env = envWith({});
    const service = createReadingService({ env });
    const app = new Hono().route('/api', createStatusCheckRoutes({ service, env, now: () => NOW }));
    const crossSite = await app.request('http://cosmic.test/api/angels/status', {
      headers: { host: 'cosmic.test', origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const own = await app.request('http://cosmic.test/api/angels/status', {
      headers: { host: 'cosmic.test', origin: 'http://cosmic.test', 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(200);
    expect(fake.calls).toBe(1);
  });
});
