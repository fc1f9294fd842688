import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import { featureApiCases } from '@core/features/api-cases';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import type { TextProvider } from '../generation/openai-provider';
import { readSse } from '../testing/read-sse';
import { readingApiHarness } from '../testing/reading-api-harness';
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

const CHAT_REPLY =
  'Saturn asks for patience, Ada. Give your plans one more week. The Moon in Gemini helps you talk it through.';
const harness = readingApiHarness({
  reply: CHAT_REPLY,
  chunkWords: 2,
  chunkDelayMs: 15,
  now: NOW,
  env: { RATE_LIMIT_BURST: 1_000 },
});

describe('a chat reply', () => {
  it('streams as it is written', async () => {
    const post = await harness.startPoster();
    const chat = featureApiCases.chat.routing[0]?.request;
    const events = await readSse(await post(chat, 'text/event-stream'));
    const deltas = events.filter(({ event }) => event.type === 'text-delta');
    expect(deltas.length).toBeGreaterThan(5);
    expect(deltas.map(({ event }) => (event.type === 'text-delta' ? event.text : '')).join('')).toBe(
      CHAT_REPLY,
    );
    const last = deltas.at(-1)?.receivedAt ?? 0;
    expect(last - (deltas[0]?.receivedAt ?? 0)).toBeGreaterThan(30);
    expect(events.at(-1)?.event).toEqual({ type: 'text-end', source: 'ai' });
  });
});
