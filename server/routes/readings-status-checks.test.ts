import { featureApiCases } from '@core/features/api-cases';
import { statusChecks } from '@core/features/status-checks';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { createReadingService } from '../generation/reading-service';
import { clockOf } from '../testing/api-case-checks';
import { HARNESS_API_KEY, readingApiHarness } from '../testing/reading-api-harness';
import { createStatusCheckRoutes } from './status-checks';

/**
 * `GET /api/<feature>/status` for every feature with a status check, against the fake provider:
 * online when its test reading runs past 50 characters, degraded for a shorter reply or when the
 * built-in text stands in, online without a key (the offline composer is the service working as
 * designed). The messages come from the feature's API cases.
 */
const { fake } = readingApiHarness({ now: new Date('2026-11-24T10:00:00Z'), chunkDelayMs: 1 });

const features = Object.keys(statusChecks) as (keyof typeof statusChecks)[];

describe.each(features)('GET /api/%s/status', (feature) => {
  const cases = featureApiCases[feature];
  const messages = cases.statusCheck;
  if (!messages) throw new Error(`${feature} has a status check but no statusCheck in its API cases.`);

  async function status(env: Record<string, unknown> = {}) {
    const serverEnv = {
      ...parseEnv({ LOG_LEVEL: 'silent' }),
      OPENAI_API_KEY: HARNESS_API_KEY,
      OPENAI_BASE_URL: fake.url,
      OPENAI_TIMEOUT_MS: 1_000,
      ...env,
    };
    const service = createReadingService({ env: serverEnv, timing: { linearBackoffStepMs: 5 } });
    const app = new Hono().route(
      '/api',
      createStatusCheckRoutes({ service, env: serverEnv, now: () => clockOf(cases.now) }),
    );
    const response = await app.request(`/api/${feature}/status`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return (await response.json()) as unknown;
  }

  it('reports online when the test reading runs past 50 characters', async () => {
    expect(await status()).toEqual({ status: 'online', message: messages.onlineMessage, source: 'ai' });
  });

  it('reports degraded for a reply of 50 characters or fewer', async () => {
    fake.setScenario({ kind: 'reply', text: 'x'.repeat(50) });
    expect(await status()).toEqual({ status: 'degraded', message: messages.degradedMessage, source: 'ai' });
  });

  it('reports degraded when the provider fails and the built-in message stands in', async () => {
    fake.setScenario({ kind: 'status', status: 500 });
    expect(await status()).toMatchObject({
      status: 'degraded',
      message: messages.degradedMessage,
      source: 'fallback',
    });
  });

  it('reports online without a key: the offline composer is the service working as designed', async () => {
    expect(await status({ OPENAI_API_KEY: undefined })).toMatchObject({
      status: 'online',
      source: 'offline',
    });
  });
});
