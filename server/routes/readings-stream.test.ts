import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import type { TextProvider } from '../generation/openai-provider';
import { createReadingRoutes } from './readings';

const NOW = new Date('2026-11-24T10:00:00Z');
const BODY = JSON.stringify({ feature: 'horoscope', sign: 'leo', period: 'weekly', date: '2026-11-24' });

function api(provider: TextProvider, env: Record<string, string> = {}, heartbeatMs?: number) {
  const routes = createReadingRoutes({
    env: parseEnv({ OPENAI_API_KEY: 'sk-test', LOG_LEVEL: 'silent', ...env }),
    now: () => NOW,
    provider,
    timing: { backoffBaseMs: 5, backoffMaxMs: 10 },
    ...(heartbeatMs ? { heartbeatMs } : {}),
  });
  const app = new Hono().route('/api', routes);
  return () =>
    app.request('/api/readings', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: BODY,
    });
}

const hung: TextProvider = {
  streamText: (_call, signal) => ({
    [Symbol.asyncIterator]: () => ({
      next: () =>
        new Promise<IteratorResult<string>>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true }),
        ),
    }),
  }),
};

describe('reading streams', () => {
  it('send an SSE comment heartbeat while the provider is silent', async () => {
    const slow: TextProvider = {
      async *streamText() {
        await new Promise((resolve) => setTimeout(resolve, 300));
        yield 'A slow but sure reading arrives at last.';
      },
    };
    const response = await api(slow, {}, 40)();
    const raw = await response.text();
    expect(raw).toContain(': heartbeat\n\n');
    expect(raw.indexOf(': heartbeat')).toBeLessThan(raw.indexOf('event: text-delta'));
    expect(raw).toContain('event: text-end');
  });

  it('end in the fallback at the reading deadline when the provider hangs, whatever the attempt timeout', async () => {
    const started = Date.now();
    const response = await api(hung, {
      READING_DEADLINE_MS: '1000',
      OPENAI_TIMEOUT_MS: '60000',
      OPENAI_MAX_RETRIES: '2',
    })();
    const raw = await response.text();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(raw).toContain(JSON.stringify(FALLBACK_TEXTS.horoscope).slice(1, -1));
    expect(raw).toContain('"source":"fallback"');
  });
});
