import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { parseEnv } from '../env';
import { createLogger } from '../logging/logger';

/** A scan is tens of milliseconds of CPU: each client has a bucket of its own (issue 28). */
const app = createApp({
  env: parseEnv({ RATE_LIMIT_BURST: '2', RATE_LIMIT_PER_MINUTE: '1' }),
  logger: createLogger('silent'),
});

const validBody = JSON.stringify({
  birth: { date: '1990-05-17', time: '16:30', tz: 'Europe/Paris' },
  from: '2026-01-01',
  days: 30,
});

const post = (body: string) =>
  app.request('/api/transits', { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('POST /api/transits per-client limit', () => {
  it('lets the burst through, then answers 429 with when to try again, before reading the body', async () => {
    expect((await post(validBody)).status).toBe(200);
    expect((await post(validBody)).status).toBe(200);
    const limited = await post(validBody);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const answer = (await limited.json()) as { error: string; retryAfterSeconds: number };
    expect(answer.error).toMatch(/Too many transit requests/);
    expect(answer.retryAfterSeconds).toBeGreaterThan(0);
    // Past the limit a body is not even parsed: malformed JSON gets the 429, not a 400.
    expect((await post('{not json')).status).toBe(429);
  });
});
