import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { createMemoryStore } from '../store/memory-store';
import type { SharedStore } from '../store/shared-store';
import { readSse, summarize } from '../testing/read-sse';
import { type LoopbackServer, serveOnLoopback } from '../testing/serve-on-loopback';
import { createReadingRoutes } from './readings';

// A repeated request for a shared reading is answered from the route's memory of its last
// answers: the same bytes in, the same reading out, without the store being asked again.

const servers: LoopbackServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** An offline reading router on loopback, with a clock the test moves and a store that counts. */
async function startOffline(startAt: string) {
  const clock = { now: new Date(startAt) };
  const store = createMemoryStore({ readingCapacity: 100 });
  const asked = { count: 0 };
  const countingStore: SharedStore = {
    ...store,
    getReading: (key) => {
      asked.count += 1;
      return store.getReading(key);
    },
  };
  const routes = createReadingRoutes({
    env: parseEnv({ LOG_LEVEL: 'silent' }),
    now: () => clock.now,
    store: countingStore,
  });
  const server = await serveOnLoopback(new Hono().route('/api', routes));
  servers.push(server);
  const post = (body: string, accept = 'application/json') =>
    fetch(`${server.origin}/api/readings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept },
      body,
    });
  const get = (search: string, headers: Record<string, string> = {}) =>
    fetch(`${server.origin}/api/readings?${search}`, { headers: { accept: 'application/json', ...headers } });
  return { clock, asked, post, get };
}

const daily = (date: string, sign = 'leo') =>
  JSON.stringify({ feature: 'horoscope', sign, period: 'daily', date });

describe('POST /api/readings: repeated shared requests', () => {
  it('answers a repeated body with the same reading without asking the store', async () => {
    const { asked, post } = await startOffline('2026-11-24T10:00:00Z');
    const first = await post(daily('2026-11-24'));
    const firstReading = (await first.json()) as { text: string; source: string };
    expect(firstReading.source).toBe('offline');
    const askedAfterFirst = asked.count;

    const again = await post(daily('2026-11-24'));
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(await again.json()).toEqual(firstReading);
    expect(asked.count).toBe(askedAfterFirst);

    // The same request written another way is checked in full, then found under the validated
    // request it is: the same reading, still without the store.
    const reordered = await post(
      JSON.stringify({ date: '2026-11-24', period: 'daily', sign: 'leo', feature: 'horoscope' }),
    );
    expect(await reordered.json()).toEqual(firstReading);
    expect(asked.count).toBe(askedAfterFirst);
  });

  it('replays a remembered reading as the events a live one sends', async () => {
    const { asked, post } = await startOffline('2026-11-24T10:00:00Z');
    const live = summarize(await readSse(await post(daily('2026-11-24', 'virgo'), 'text/event-stream')));
    const askedAfterLive = asked.count;
    const again = await post(daily('2026-11-24', 'virgo'), 'text/event-stream');
    expect(again.headers.get('content-type')).toContain('text/event-stream');
    expect(again.headers.get('cache-control')).toBe('no-cache');
    const replayed = summarize(await readSse(again));
    expect(replayed).toEqual(live);
    expect(replayed.end).toEqual({ type: 'text-end', source: 'offline' });
    expect(asked.count).toBe(askedAfterLive);
    // A stream's answer serves a JSON client too.
    expect(await (await post(daily('2026-11-24', 'virgo'))).json()).toEqual({
      text: live.text,
      source: 'offline',
    });
    expect(asked.count).toBe(askedAfterLive);
  });

  it('asks the store again once a minute has passed', async () => {
    const { clock, asked, post } = await startOffline('2026-11-24T10:00:00Z');
    await post(daily('2026-11-24'));
    const askedAfterFirst = asked.count;
    clock.now = new Date('2026-11-24T10:00:59Z');
    await post(daily('2026-11-24'));
    expect(asked.count).toBe(askedAfterFirst);
    clock.now = new Date('2026-11-24T10:01:01Z');
    expect((await post(daily('2026-11-24'))).status).toBe(200);
    expect(asked.count).toBe(askedAfterFirst + 1);
  });

  it("checks the date again when the server's UTC day turns", async () => {
    // Yesterday's date is still accepted at 23:59:50, and no longer ten seconds later.
    const { clock, post } = await startOffline('2026-11-24T23:59:50Z');
    expect((await post(daily('2026-11-23'))).status).toBe(200);
    expect((await post(daily('2026-11-23'))).status).toBe(200);
    clock.now = new Date('2026-11-25T00:00:00Z');
    const refused = await post(daily('2026-11-23'));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toContain('within one day');
  });

  it('still refuses a remembered body from another site', async () => {
    const { post } = await startOffline('2026-11-24T10:00:00Z');
    await post(daily('2026-11-24'));
    const { origin } = new URL((await post(daily('2026-11-24'))).url);
    const foreign = await fetch(`${origin}/api/readings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        origin: 'https://elsewhere.example',
      },
      body: daily('2026-11-24'),
    });
    expect(foreign.status).toBe(403);
  });
});

describe('GET /api/readings: repeated shared queries', () => {
  const dailyQuery = (date: string, sign = 'leo') =>
    new URLSearchParams({ feature: 'horoscope', sign, period: 'daily', date }).toString();

  it('answers a repeated query from memory, and a body never from what a query asked', async () => {
    const { asked, get, post } = await startOffline('2026-11-24T10:00:00Z');
    const first = (await (await get(dailyQuery('2026-11-24'))).json()) as { text: string };
    const askedAfterFirst = asked.count;
    const again = await get(dailyQuery('2026-11-24'));
    expect(await again.json()).toEqual(first);
    expect(asked.count).toBe(askedAfterFirst);
    // The query's text as a body is not JSON, and is refused rather than answered from memory.
    const spoofed = await post(dailyQuery('2026-11-24'));
    expect(spoofed.status).toBe(400);
  });

  it("checks a remembered query's date again when the server's UTC day turns", async () => {
    const { clock, get } = await startOffline('2026-11-24T23:59:50Z');
    expect((await get(dailyQuery('2026-11-23'))).status).toBe(200);
    expect((await get(dailyQuery('2026-11-23'))).status).toBe(200);
    clock.now = new Date('2026-11-25T00:00:00Z');
    expect((await get(dailyQuery('2026-11-23'))).status).toBe(400);
  });

  it('still refuses a remembered query from another site', async () => {
    const { get } = await startOffline('2026-11-24T10:00:00Z');
    expect((await get(dailyQuery('2026-11-24'))).status).toBe(200);
    expect((await get(dailyQuery('2026-11-24'), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });
});
