import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcToIsoDate } from '@core/time/calendar-date';
import { createApp } from '../app';
import { parseEnv } from '../env';
import { type BuiltClientFixture, builtClientFixture } from '../testing/built-client-fixture';
import { createCapturingLogger } from '../testing/capturing-logger';
import { type FakeOpenAI, startFakeOpenAI } from '../testing/fake-openai';
import { type LoopbackServer, serveOnLoopback } from '../testing/serve-on-loopback';
import { type FuzzReport, type FuzzTarget, describeFailure, runFuzz } from './run-fuzz';
import { FEATURE_IDS } from '@core/features/feature-ids';
import { validRequest } from './reading-bodies';
import { createRandom, seedFrom } from './seeded-random';

/**
 * Thousands of generated hostile requests against the real app on loopback, half offline and
 * half with the fake provider: no answer may be a server error, every API refusal explains
 * itself in JSON, nothing hangs, and memory settles back within a bound afterwards.
 * `FUZZ_SEED=<n>` replays a run; `FUZZ_REQUESTS=<n>` runs a longer one.
 */
const SEED = seedFrom(process.env.FUZZ_SEED);
const REQUEST_COUNT = requestCountFrom(process.env.FUZZ_REQUESTS);
const CONCURRENCY = 8;
const REQUEST_TIMEOUT_MS = 5_000;
/** The servers' clock, pinned so the generated "today" dates are the ones they accept. */
const NOW = new Date('2026-03-20T12:00:00Z');
const MEGABYTE = 1024 * 1024;
/**
 * Growth allowed across the run. Measured after a collection: +7 MB of heap for 3,000 requests and
 * +11 MB for 12,000 (bounded caches filling), while RSS fell. Without a collection (node run
 * without --expose-gc) the heap still holds the run's garbage: +25 to +100 MB was seen, so that
 * case only catches a gross leak.
 */
const MAX_GROWTH = {
  settled: { heapUsed: 32 * MEGABYTE, rss: 128 * MEGABYTE },
  unsettled: { heapUsed: 192 * MEGABYTE, rss: 256 * MEGABYTE },
};

const offlineLogger = createCapturingLogger();
const providerLogger = createCapturingLogger();
let fixture: BuiltClientFixture;
let fake: FakeOpenAI;
let offline: LoopbackServer;
let withProvider: LoopbackServer;

beforeAll(async () => {
  console.info(`api fuzz: seed ${SEED}, ${REQUEST_COUNT} requests (replay with FUZZ_SEED=${SEED})`);
  fixture = await builtClientFixture();
  fake = await startFakeOpenAI({ chunkDelayMs: 0 });
  const shared = { clientRoot: fixture.root, now: () => NOW };
  offline = await serveOnLoopback(
    createApp({ ...shared, env: parseEnv({ LOG_LEVEL: 'debug' }), logger: offlineLogger }),
  );
  withProvider = await serveOnLoopback(
    createApp({
      ...shared,
      // Every request comes from 127.0.0.1: a wide budget lets uncached readings reach the provider
      // path here, while the offline server keeps the default limits and answers 429s.
      env: parseEnv({
        LOG_LEVEL: 'debug',
        OPENAI_API_KEY: 'fuzz-test-key',
        OPENAI_BASE_URL: fake.url,
        RATE_LIMIT_BURST: '10000',
      }),
      logger: providerLogger,
    }),
  );
});

afterAll(async () => {
  await offline?.close();
  await withProvider?.close();
  await fake?.close();
  if (fixture) await rm(fixture.root, { recursive: true, force: true });
});

/** 3,000 by default; a typo must not quietly run no requests at all. */
function requestCountFrom(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3_000;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`FUZZ_REQUESTS must be a whole number above 0, not "${value}".`);
  return count;
}

interface MemorySample {
  rss: number;
  heapUsed: number;
}

/** The server project runs with --expose-gc (vitest.config.ts); another runner may not. */
const collectGarbage = (globalThis as { gc?: () => void }).gc;

/** Memory after a collection when the runtime allows one, as it is otherwise. */
function sampleMemory(): MemorySample {
  collectGarbage?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

/** One ordinary request of each kind, so lazy loads (the place index) land before the baseline. */
/**
 * Everything the servers build once and keep (each feature's first reading loads its sentence
 * banks and lazy tables, the chat's crisis layer its speller) is built before the baseline, so
 * the memory bound measures what the run itself keeps: one valid reading of every feature.
 */
async function warmUp(origin: string): Promise<void> {
  const random = createRandom(SEED);
  const readings = FEATURE_IDS.map((feature) => validRequest(random, feature, utcToIsoDate(NOW)));
  const answers = await Promise.all([
    fetch(`${origin}/api/places?q=Lon`),
    fetch(`${origin}/api/chart?utc=1990-07-15T14:30:00Z&lat=51.5&lon=-0.12`),
    fetch(`${origin}/api/sky/events?from=2026-03-20&days=30`),
  ]);
  for (const reading of readings) {
    answers.push(
      await fetch(`${origin}/api/readings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(reading),
      }),
    );
  }
  for (const answer of answers) {
    expect([200, 429], answer.url).toContain(answer.status);
    await answer.arrayBuffer();
  }
}

const megabytes = (bytes: number) => `${(bytes / MEGABYTE).toFixed(1)} MB`;

describe('the API under generated hostile requests', () => {
  it(`never fails, hangs or leaks across ${REQUEST_COUNT} requests`, { timeout: 120_000 }, async () => {
    await warmUp(offline.origin);
    await warmUp(withProvider.origin);
    const prototypeBefore = Object.getOwnPropertyNames(Object.prototype);
    const before = sampleMemory();
    const targets: FuzzTarget[] = [
      { name: 'offline', origin: offline.origin },
      { name: 'fake provider', origin: withProvider.origin },
    ];

    const report: FuzzReport = await runFuzz({
      seed: SEED,
      count: REQUEST_COUNT,
      concurrency: CONCURRENCY,
      targets,
      today: utcToIsoDate(NOW),
      timeoutMs: REQUEST_TIMEOUT_MS,
    });

    const after = sampleMemory();
    const growth = { rss: after.rss - before.rss, heapUsed: after.heapUsed - before.heapUsed };
    console.info(
      `api fuzz: ${report.sent} requests in ${(report.elapsedMs / 1000).toFixed(1)} s, slowest ${Math.round(report.slowest.ms)} ms (#${report.slowest.index} ${report.slowest.label}), ` +
        `statuses ${JSON.stringify(report.statuses)}, ${fake.calls} provider calls, ` +
        `heap ${megabytes(before.heapUsed)} -> ${megabytes(after.heapUsed)}, rss ${megabytes(before.rss)} -> ${megabytes(after.rss)}` +
        `${collectGarbage ? ' (after gc)' : ' (no gc exposed)'}`,
    );

    const failures = report.failures.slice(0, 10).map((failure) => describeFailure(failure, SEED));
    expect(
      failures,
      `${report.failures.length} of ${report.sent} requests failed; replay with FUZZ_SEED=${SEED}`,
    ).toEqual([]);
    const serverErrors = [...offlineLogger.entries, ...providerLogger.entries].filter(
      (entry) => entry.level === 'error',
    );
    expect(serverErrors, `errors logged during the run (FUZZ_SEED=${SEED})`).toEqual([]);
    expect(Object.getOwnPropertyNames(Object.prototype), 'Object.prototype was polluted').toEqual(
      prototypeBefore,
    );
    const bound = collectGarbage ? MAX_GROWTH.settled : MAX_GROWTH.unsettled;
    expect(growth.heapUsed, `heap growth (FUZZ_SEED=${SEED})`).toBeLessThan(bound.heapUsed);
    expect(growth.rss, `rss growth (FUZZ_SEED=${SEED})`).toBeLessThan(bound.rss);
  });
});
