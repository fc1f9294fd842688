import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { parseEnv } from '../env';
import { createLogger } from '../logging/logger';
import { type FakeOpenAI, startFakeOpenAI } from '../testing/fake-openai';
import { serveOnLoopback } from '../testing/serve-on-loopback';
import { MIN_COMPRESSED_BYTES, compressResponses, createEncodedBodyCache } from './compress-responses';

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const bigAnswer = { events: Array.from({ length: 200 }, (_, index) => ({ type: 'ingress', day: index })) };
const smallAnswer = { ok: true };

const app = new Hono();
app.use('*', compressResponses());
app.get('/big', (context) => context.json(bigAnswer));
app.get('/small', (context) => context.json(smallAnswer));
// fetch() answers carry immutable headers, as a proxied answer would.
app.get('/fetched', () => fetch(`data:application/json,${encodeURIComponent(JSON.stringify(bigAnswer))}`));
app.get('/missing', (context) => context.text('No such thing', 404));
app.get('/events', (context) =>
  streamSSE(context, async (stream) => {
    await stream.writeSSE({ event: 'text-delta', data: 'x'.repeat(MIN_COMPRESSED_BYTES * 2) });
  }),
);

const get = (path: string, encodings?: string) =>
  app.request(path, { headers: encodings === undefined ? {} : { 'accept-encoding': encodings } });

describe('compressResponses', () => {
  it('gzips a JSON answer above the threshold and says it varies by encoding', async () => {
    const response = await get('/big', BROWSER_ENCODINGS);
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(bigAnswer);
    expect(body.length).toBeLessThan(JSON.stringify(bigAnswer).length / 4);
  });

  it('sends the same JSON plain to a client that accepts no compression', async () => {
    const response = await get('/big');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual(bigAnswer);
  });

  it('says a large answer varies by encoding even to a client that takes no compression', async () => {
    // A shared cache may hand this plain copy to a browser later, or a gzipped one to this client.
    const response = await get('/big');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('still marks and compresses an answer whose headers cannot be changed in place', async () => {
    for (const encodings of [undefined, BROWSER_ENCODINGS]) {
      const response = await get('/fetched', encodings);
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      const body = Buffer.from(await response.arrayBuffer());
      const text = encodings === undefined ? body.toString() : gunzipSync(body).toString();
      expect(JSON.parse(text)).toEqual(bigAnswer);
    }
  });

  it('leaves small answers plain, with their length declared', async () => {
    for (const path of ['/small', '/missing']) {
      const response = await get(path, BROWSER_ENCODINGS);
      const text = await response.text();
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    }
  });

  it('never compresses an event stream, however large', async () => {
    const response = await get('/events', BROWSER_ENCODINGS);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toContain('event: text-delta');
  });
});

describe('the whole app', () => {
  let fake: FakeOpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAI({ chunkWords: 2, chunkDelayMs: 1 });
  });
  afterAll(() => fake.close());

  const appWithProvider = () =>
    createApp({
      env: { ...parseEnv({}), OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url },
      logger: createLogger('silent'),
      now: () => new Date('2026-11-23T10:00:00Z'),
    });

  it('compresses a large API answer for a browser', async () => {
    const response = await appWithProvider().request('/api/sky/events?from=2026-11-22&days=30', {
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const answer = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()) as {
      events: unknown[];
    };
    expect(answer.events.length).toBeGreaterThan(5);
  });

  it('delivers a reading stream event by event to a browser that accepts compression', async () => {
    // The provider sends a few pieces (enough visible text for the server to pass on) and then goes
    // quiet with the connection open: a buffering compressor would hold them back until the timeout.
    fake.setScenario({ kind: 'stall', afterChunks: 4 });
    const server = await serveOnLoopback(appWithProvider());
    const hangUp = new AbortController();
    try {
      const response = await fetch(`${server.origin}/api/readings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          'accept-encoding': BROWSER_ENCODINGS,
        },
        body: JSON.stringify({ feature: 'horoscope', sign: 'leo', period: 'daily', date: '2026-11-23' }),
        signal: hangUp.signal,
      });
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      expect(response.headers.get('content-encoding')).toBeNull();
      const firstEvent = await readUntil(response, 'event: text-delta', 5_000);
      expect(firstEvent).toContain('event: text-delta');
    } finally {
      hangUp.abort();
      await server.close();
    }
  });
});

/** Reads a body until `marker` shows up, failing if it has not within `limitMs`. */
async function readUntil(response: Response, marker: string, limitMs: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('The response has no body.');
  const decoder = new TextDecoder();
  let text = '';
  const deadline = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error(`No "${marker}" within ${limitMs} ms: the stream is held back`)),
      limitMs,
    ),
  );
  while (!text.includes(marker)) {
    const { done, value } = await Promise.race([reader.read(), deadline]);
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

describe('encoded bodies kept for repeats', () => {
  it('gzips the same answer once and sends the kept bytes to the next visitor', async () => {
    const cache = createEncodedBodyCache();
    const cached = new Hono();
    cached.use('*', compressResponses(cache));
    let built = 0;
    cached.get('/events', (context) => {
      built += 1;
      return context.json(bigAnswer);
    });
    const ask = () => cached.request('/events', { headers: { 'accept-encoding': BROWSER_ENCODINGS } });
    const first = Buffer.from(await (await ask()).arrayBuffer());
    expect(cache.size).toBe(1);
    const second = await ask();
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await second.arrayBuffer()).equals(first)).toBe(true);
    expect(built).toBe(2);
    expect(cache.size).toBe(1);
    expect(JSON.parse(gunzipSync(first).toString())).toEqual(bigAnswer);
  });

  it('keeps apart answers whose bytes differ', async () => {
    const cache = createEncodedBodyCache();
    const cached = new Hono();
    cached.use('*', compressResponses(cache));
    cached.get('/day/:n', (context) => context.json({ ...bigAnswer, day: context.req.param('n') }));
    const gzipOf = async (path: string) =>
      gunzipSync(
        Buffer.from(
          await (await cached.request(path, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer(),
        ),
      ).toString();
    expect(JSON.parse(await gzipOf('/day/1')).day).toBe('1');
    expect(JSON.parse(await gzipOf('/day/2')).day).toBe('2');
    expect(cache.size).toBe(2);
  });

  it('sends the plain answer to a client that refuses gzip with q=0', async () => {
    const response = await app.request('/big', { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual(bigAnswer);
  });
});
