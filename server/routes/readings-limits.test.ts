import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import type { RequestFor } from '@core/features/reading-request';
import { describe, expect, it } from 'vitest';
import { createProviderGuard } from '../generation/provider-guard';
import { ADA } from '@core/testing/birth-fixtures';
import { readingApiHarness } from '../testing/reading-api-harness';

/**
 * Cost controls of the reading route against the fake provider on loopback: per-client limits
 * on uncacheable readings, unlimited cached readings, and the circuit breaker.
 */
const NOW = new Date('2026-11-24T10:00:00Z');

const api = readingApiHarness({
  reply: 'Your chart speaks of patience and warmth. '.repeat(8),
  chunkDelayMs: 0,
  now: NOW,
  timing: { backoffBaseMs: 1, backoffMaxMs: 2 },
});
const { fake, startPoster: startApi } = api;

const birthChart = (index: number) => ({
  feature: 'birth-chart',
  person: { ...ADA, name: `Visitor ${index}` },
});
const horoscope = { feature: 'horoscope', sign: 'leo', period: 'daily', date: '2026-11-24' };
const chat: RequestFor<'chat'> = {
  feature: 'chat',
  personaId: 'orion',
  message: 'What is Saturn doing to me?',
  history: [],
  date: '2026-11-24',
  profile: { name: 'Ada', sign: 'cancer' },
};

describe('per-client limits on uncacheable readings', () => {
  it('lets a burst through, then answers 429 with Retry-After and a JSON reason, before the provider', async () => {
    const post = await startApi({ RATE_LIMIT_BURST: 5, RATE_LIMIT_PER_MINUTE: 1 });
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) statuses.push((await post(birthChart(index))).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    expect(fake.calls).toBe(5);

    const limited = await post(birthChart(99));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = (await limited.json()) as { error: string; retryAfterSeconds: number };
    expect(body.error).toMatch(/try again in \d+ seconds/);
    expect(body.retryAfterSeconds).toBe(retryAfter);
  });

  it('never limits cached readings, and serves them from one provider call', async () => {
    const post = await startApi({ RATE_LIMIT_BURST: 1, RATE_LIMIT_PER_MINUTE: 1 });
    const responses = await Promise.all(Array.from({ length: 40 }, () => post(horoscope)));
    expect(responses.map((response) => response.status)).toEqual(Array(40).fill(200));
    expect(fake.calls).toBe(1);
  });
});

describe('per-client limits on a chat', () => {
  it('answer 429 with when to try again once the burst is spent, before the provider', async () => {
    const post = await startApi({ RATE_LIMIT_BURST: 2, RATE_LIMIT_PER_MINUTE: 1 });
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await post(chat)).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect(fake.calls).toBe(2);
    const limited = await post(chat);
    const body = (await limited.json()) as { retryAfterSeconds: number };
    expect(body.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
  });
});

describe('circuit breaker', () => {
  it('stops calling a failing provider, serves the fallback at once, and closes again once a probe succeeds', async () => {
    // The breaker's own clock, moved by the test: no real wait for the circuit to half-open.
    const clock = { ms: 0 };
    const guard = createProviderGuard({
      maxConcurrent: 8,
      queueTimeoutMs: 10_000,
      failureThreshold: 3,
      openMs: 1_000,
      now: () => clock.ms,
    });
    const url = await api.startApi(
      { CIRCUIT_FAILURE_THRESHOLD: 3, CIRCUIT_OPEN_MS: 1_000, RATE_LIMIT_BURST: 100 },
      { guard },
    );
    const post = (body: unknown) => api.post(url, body);
    fake.setScenario({ kind: 'status', status: 503 });
    for (let index = 0; index < 3; index += 1) {
      expect(((await (await post(birthChart(index))).json()) as { source: string }).source).toBe('fallback');
    }
    expect(fake.calls).toBe(3);

    const started = Date.now();
    const whileOpen = (await (await post(birthChart(10))).json()) as { text: string; source: string };
    expect(whileOpen).toMatchObject({ source: 'fallback', text: FALLBACK_TEXTS.horoscope });
    expect(Date.now() - started).toBeLessThan(500);
    expect(fake.calls).toBe(3);

    fake.setScenario({ kind: 'reply' });
    clock.ms += 999;
    expect(((await (await post(birthChart(11))).json()) as { source: string }).source).toBe('fallback');
    expect(fake.calls).toBe(3);
    clock.ms += 51;
    expect(((await (await post(birthChart(12))).json()) as { source: string }).source).toBe('ai');
    expect(((await (await post(birthChart(13))).json()) as { source: string }).source).toBe('ai');
    expect(fake.calls).toBe(5);
  });
});
