import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { createReadingRoutes } from '../routes/readings';
import { createCapturingLogger } from '../testing/capturing-logger';
import { type FakeOpenAI, startFakeOpenAI } from '../testing/fake-openai';
import { type RedisServer, redisSkipReason, startRedisServer } from '../testing/redis-server';
import { serveOnLoopback } from '../testing/serve-on-loopback';
import { createMemoryStore } from './memory-store';
import { createRedisStore } from './redis-store';
import { createResilientStore } from './resilient-store';
import type { SharedStore } from './shared-store';

/**
 * Two server instances sharing one real Redis, as behind a load balancer: one cache, one
 * single-flight, one rate-limit budget; and what happens when Redis goes away mid-run.
 */
const skip = redisSkipReason();
if (skip) console.info(skip);

const NOW = new Date('2026-11-24T10:00:00Z');
let redis: RedisServer | undefined;
let fake: FakeOpenAI;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAI({
    reply: 'A shared reading for every visitor. '.repeat(10),
    chunkWords: 3,
    chunkDelayMs: 15,
  });
  if (!skip) redis = await startRedisServer();
}, 20_000);
afterAll(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  await fake.close();
  await redis?.stop();
});
beforeEach(() => fake.reset());

/**
 * Shared-state tests give Redis a generous command timeout: on a loaded machine a 300 ms budget
 * can expire, and the instance then (correctly) falls back to memory, which is not what they test.
 */
const SHARED_COMMAND_TIMEOUT_MS = 3_000;

async function instance(
  url: string,
  env: Record<string, string> = {},
  commandTimeoutMs = SHARED_COMMAND_TIMEOUT_MS,
) {
  const logger = createCapturingLogger();
  const redisStore = createRedisStore({ url, commandTimeoutMs });
  // node-redis keeps retrying an unreachable server, so `ready` may never settle: wait a little at most.
  await Promise.race([
    redisStore.ready.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 1_000)),
  ]);
  const store: SharedStore = createResilientStore(
    redisStore,
    createMemoryStore({ readingCapacity: 100 }),
    logger,
  );
  const routes = createReadingRoutes({
    env: parseEnv({ OPENAI_API_KEY: 'sk-scale', OPENAI_BASE_URL: fake.url, LOG_LEVEL: 'silent', ...env }),
    now: () => NOW,
    store,
    logger,
  });
  const server = await serveOnLoopback(new Hono().route('/api', routes));
  closers.push(server.close, () => store.close());
  const post = (body: unknown) =>
    fetch(`${server.origin}/api/readings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  return { post, logger };
}

const reading = (sign: string) => ({ feature: 'horoscope', sign, period: 'daily', date: '2026-11-24' });

describe.skipIf(Boolean(skip))('two instances sharing Redis', () => {
  it('make one provider call for 8 visitors asking both instances for the same new reading', async () => {
    const [first, second] = [await instance(redis?.url ?? ''), await instance(redis?.url ?? '')];
    const visitors = Array.from({ length: 8 }, (_, index) => (index % 2 === 0 ? first : second));
    const answers = await Promise.all(visitors.map((server) => server.post(reading('virgo'))));
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as {
      text: string;
      source: string;
    }[];
    expect(fake.calls).toBe(1);
    expect(new Set(bodies.map((body) => body.text)).size).toBe(1);
    expect(bodies.every((body) => body.source === 'ai')).toBe(true);
    // And the next visitor on either instance is served from the shared cache.
    await second.post(reading('virgo'));
    expect(fake.calls).toBe(1);
  });

  it('share one rate-limit budget per client', async () => {
    const env = { RATE_LIMIT_BURST: '4', RATE_LIMIT_PER_MINUTE: '1' };
    const [first, second] = [await instance(redis?.url ?? '', env), await instance(redis?.url ?? '', env)];
    const person = { name: 'Ada', date: '1990-07-15', time: '15:30', utc: '1990-07-15T14:30:00Z' };
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const server = index % 2 === 0 ? first : second;
      statuses.push(
        (await server.post({ feature: 'birth-chart', person: { ...person, name: `P${index}` } })).status,
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });
});

describe.skipIf(Boolean(skip))('two instances sharing one provider budget', () => {
  it('start no more provider calls in a minute than the budget, whichever instance is asked', async () => {
    // The budget is a per-minute window: start well inside one, so the test never straddles two.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    // A Redis of its own: the other tests' calls this minute count against the budget too.
    const own = await startRedisServer();
    closers.push(() => own.stop());
    const env = { PROVIDER_CALLS_PER_MINUTE: '3' };
    const [first, second] = [await instance(own.url, env), await instance(own.url, env)];
    const sources: string[] = [];
    for (const [index, sign] of ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra'].entries()) {
      const answer = await (index % 2 === 0 ? first : second).post(reading(sign));
      sources.push(((await answer.json()) as { source: string }).source);
    }
    expect(fake.calls).toBe(3);
    expect(sources.filter((source) => source === 'ai')).toHaveLength(3);
    expect(sources.filter((source) => source === 'offline')).toHaveLength(4);
  }, 75_000);
});

describe.skipIf(Boolean(skip))('Redis going away mid-run', () => {
  it('never fails a reading: the instance serves from memory and logs the fault loudly', async () => {
    const own = await startRedisServer();
    // A short timeout: the point is how fast the instance gives up on a Redis that went away.
    const server = await instance(own.url, {}, 300);
    expect((await server.post(reading('leo'))).status).toBe(200);
    await own.stop();
    const during = await server.post(reading('aries'));
    expect(during.status).toBe(200);
    expect(((await during.json()) as { source: string }).source).toBe('ai');
    expect((await server.post(reading('aries'))).status).toBe(200);
    expect(
      server.logger.entries.some((entry) => entry.level === 'error' && /Redis/.test(entry.message)),
    ).toBe(true);
  });

  it('starts and serves when Redis cannot be reached at all', async () => {
    const server = await instance('redis://127.0.0.1:1');
    const answer = await server.post(reading('pisces'));
    expect(answer.status).toBe(200);
  });
});
