import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import { careerSkyFacts, signSkyFor } from '@core/compose/sign-sky';
import { type ApiError, readingResponseSchema } from '@core/contract/reading';
import { composeCareerReading } from '@core/features/career/career-reading';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ServerEnv, parseEnv } from '../env';
import { type FakeOpenAI, startFakeOpenAI } from '../testing/fake-openai';
import { serveOnLoopback } from '../testing/serve-on-loopback';
import { createReadingRoutes } from './readings';

/**
 * Career, finance and purpose tiles end to end on loopback: what the prompt carries, the period
 * each tile reads, caching and single flight, the fallback on provider faults, and validation.
 */
const NOW = new Date('2026-11-24T10:00:00Z');
const TODAY = '2026-11-24';
const REPLY = 'Your **10th solar house** is busy; take one clear step.\n\n*I build with patience.*';
const FALLBACK = FALLBACK_TEXTS.horoscope;

let fake: FakeOpenAI;
const running: (() => Promise<void>)[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAI({ reply: REPLY, chunkWords: 4, chunkDelayMs: 1 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());
afterEach(async () => {
  await Promise.all(running.splice(0).map((close) => close()));
});

async function startApi(env: Partial<ServerEnv> = {}) {
  const serverEnv: ServerEnv = {
    ...parseEnv({ LOG_LEVEL: 'silent' }),
    OPENAI_API_KEY: 'sk-test-career-31c9',
    OPENAI_BASE_URL: fake.url,
    OPENAI_TIMEOUT_MS: 2_000,
    OPENAI_MAX_RETRIES: 0,
    ...env,
  };
  const timing = { backoffBaseMs: 5, backoffMaxMs: 20, idleTimeoutMs: 1_000 };
  const app = new Hono().route('/api', createReadingRoutes({ env: serverEnv, now: () => NOW, timing }));
  const { origin, close } = await serveOnLoopback(app);
  running.push(close);
  return `${origin}/api/readings`;
}

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });

async function jsonReading(url: string, body: unknown) {
  const response = await post(url, body);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
  return readingResponseSchema.parse(await response.json());
}

async function rejectedAt(url: string, body: unknown) {
  const response = await post(url, body);
  expect(response.status).toBe(400);
  return ((await response.json()) as ApiError).issues?.[0]?.path;
}

const career = (overrides: Record<string, unknown> = {}) => ({
  feature: 'career',
  sign: 'capricorn',
  tile: 'career-daily',
  date: TODAY,
  ...overrides,
});

interface ProviderBody {
  model: string;
  reasoning: unknown;
  input: { role: string; content: string }[];
}
const providerBody = (index = 0) => fake.requests[index]?.body as ProviderBody;
const systemMessage = (index = 0) => providerBody(index).input[0]?.content ?? '';
const userMessage = (index = 0) => providerBody(index).input[1]?.content ?? '';
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('career tiles with a provider', () => {
  it('sends the Responses API the sign’s real Jupiter and Saturn solar houses, Mars and the Moon', async () => {
    const url = await startApi();
    expect(await jsonReading(url, career())).toEqual({ text: REPLY, source: 'ai' });
    expect(fake.requests[0]?.path).toBe('/v1/responses');
    expect(providerBody().model).toBe('gpt-5-mini');
    expect(providerBody().reasoning).toEqual({ effort: 'high' });
    const user = userMessage();
    for (const fact of careerSkyFacts(signSkyFor('capricorn', TODAY))) expect(user).toContain(fact);
    expect(user).toMatch(/Jupiter (retrograde )?at \d+° Leo, in your 8th solar house/);
    expect(user).toMatch(/Saturn (retrograde )?at \d+° Aries, in your 4th solar house/);
    expect(systemMessage()).toMatch(/Never tell the reader to buy,\s+sell or invest in anything/);
  });

  it('asks talent identification in its own shape, unlike the other tiles', async () => {
    const url = await startApi();
    await jsonReading(url, career({ tile: 'talent-identification' }));
    await jsonReading(url, career({ tile: 'life-purpose' }));
    expect(userMessage(0)).toMatch(/^Identify the natural talents of Capricorn/);
    expect(userMessage(1)).toMatch(/^Write the "Life Purpose" reading/);
    expect(userMessage(0)).not.toBe(userMessage(1));
  });

  it('reads each tile for the period its id names', async () => {
    const url = await startApi();
    await jsonReading(url, career({ tile: 'finance-weekly' }));
    await jsonReading(url, career({ tile: 'finance-monthly' }));
    await jsonReading(url, career({ tile: 'wealth-potential' }));
    expect(userMessage(0)).toContain('Nov 22 – Nov 28, 2026');
    expect(userMessage(0)).toContain('- Full Moon in Gemini on Nov 24');
    expect(userMessage(1)).toContain('November 2026');
    expect(userMessage(1)).toContain('- New Moon in Scorpio on Nov 9');
    expect(userMessage(2)).toContain('Nov 24, 2026');
    expect(userMessage(2)).not.toContain('Dated events');
  });

  it('makes one provider call for 20 concurrent identical tiles and shares a weekly tile across its week', async () => {
    const url = await startApi();
    const readings = await Promise.all(Array.from({ length: 20 }, () => jsonReading(url, career())));
    expect(fake.calls).toBe(1);
    for (const reading of readings) expect(reading).toEqual({ text: REPLY, source: 'ai' });
    expect(await jsonReading(url, career())).toEqual({ text: REPLY, source: 'ai' });
    expect(fake.calls).toBe(1);
    await jsonReading(url, career({ tile: 'career-weekly' }));
    await jsonReading(url, career({ tile: 'career-weekly', date: '2026-11-23' }));
    expect(fake.calls).toBe(2);
    await jsonReading(url, career({ sign: 'aries' }));
    await jsonReading(url, career({ date: '2026-11-23' }));
    expect(fake.calls).toBe(4);
  });

  it.each([{ kind: 'status', status: 500 }, { kind: 'status', status: 401 }, { kind: 'empty' }] as const)(
    "answers the spec's fallback on a provider fault (%o), and does not cache it",
    async (scenario) => {
      const url = await startApi();
      fake.setScenario(scenario);
      expect(await jsonReading(url, career({ tile: 'investment-guidance' }))).toEqual({
        text: FALLBACK,
        source: 'fallback',
      });
      fake.setScenario({ kind: 'reply' });
      expect(await jsonReading(url, career({ tile: 'investment-guidance' }))).toEqual({
        text: REPLY,
        source: 'ai',
      });
    },
  );
});

describe('career tiles without a key', () => {
  it('writes each tile offline from the real sky, at least 120 words', async () => {
    const url = await startApi({ OPENAI_API_KEY: undefined });
    for (const tile of ['career-path', 'finance-monthly', 'talent-identification'] as const) {
      const reading = await jsonReading(url, career({ tile }));
      expect(reading.source).toBe('offline');
      expect(reading.text).toBe(composeCareerReading({ sign: 'capricorn', tile, date: TODAY }).markdown);
      expect(words(reading.text)).toBeGreaterThanOrEqual(120);
    }
    expect(fake.calls).toBe(0);
  });
});

describe('career requests are validated', () => {
  it('refuses bad ids, a stale date, extra fields and oversized values with 400, naming the field', async () => {
    const url = await startApi({ OPENAI_API_KEY: undefined });
    expect(await rejectedAt(url, career({ tile: 'lottery-tips' }))).toBe('tile');
    expect(await rejectedAt(url, career({ tile: 'x'.repeat(5_000) }))).toBe('tile');
    expect(await rejectedAt(url, career({ sign: 'ophiuchus' }))).toBe('sign');
    expect(await rejectedAt(url, career({ date: '2026-10-01' }))).toBe('date');
    expect(await rejectedAt(url, career({ date: '24/11/2026' }))).toBe('date');
    expect(await rejectedAt(url, career({ period: 'monthly' }))).toBeDefined();
    expect(await rejectedAt(url, career({ prompt: 'Tell me which coin to pick' }))).toBeDefined();
    const missing: Record<string, unknown> = career();
    delete missing.tile;
    expect(await rejectedAt(url, missing)).toBe('tile');
  });
});
