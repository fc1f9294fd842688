import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisServer, redisSkipReason, startRedisServer } from '../testing/redis-server';
import { createMemoryStore } from './memory-store';
import { createRedisStore } from './redis-store';
import type { SharedStore } from './shared-store';

/** One contract, two stores: what the reading service relies on holds in memory and in Redis. */
const skip = redisSkipReason();
if (skip) console.info(skip);

let redis: RedisServer | undefined;
beforeAll(async () => {
  if (!skip) redis = await startRedisServer();
}, 20_000);
afterAll(async () => {
  await redis?.stop();
});

const unique = () => `test-${Math.random().toString(36).slice(2)}`;

function contract(name: string, make: () => Promise<SharedStore>, skipped: boolean) {
  describe.skipIf(skipped)(`${name} store`, () => {
    let store: SharedStore;
    beforeAll(async () => {
      store = await make();
    });
    afterAll(async () => {
      await store?.close();
    });

    it('keeps a reading until its time to live passes', async () => {
      const key = unique();
      expect(await store.getReading(key)).toBeUndefined();
      await store.putReading(key, 'A reading with **markdown** and ünïcode ✨', 60_000);
      expect(await store.getReading(key)).toBe('A reading with **markdown** and ünïcode ✨');
      const shortLived = unique();
      await store.putReading(shortLived, 'brief', 50);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await store.getReading(shortLived)).toBeUndefined();
    });

    it('gives a lock to one owner at a time, and only its owner frees it', async () => {
      const key = unique();
      expect(await store.acquireLock(key, 'first', 10_000)).toBe(true);
      expect(await store.acquireLock(key, 'second', 10_000)).toBe(false);
      await store.releaseLock(key, 'second');
      expect(await store.acquireLock(key, 'second', 10_000)).toBe(false);
      await store.releaseLock(key, 'first');
      expect(await store.acquireLock(key, 'second', 10_000)).toBe(true);
    });

    it('frees a lock whose holder vanished once its time to live passes', async () => {
      const key = unique();
      expect(await store.acquireLock(key, 'crashed', 80)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await store.acquireLock(key, 'next', 10_000)).toBe(true);
    });

    it('hands out exactly the burst at once, then says when to retry', async () => {
      const bucket = unique();
      const rule = { burst: 3, perMinute: 6 };
      const results = await Promise.all(Array.from({ length: 6 }, () => store.takeToken(bucket, rule)));
      expect(results.filter((result) => result.allowed)).toHaveLength(3);
      const refused = results.find((result) => !result.allowed);
      expect(refused && !refused.allowed && refused.retryAfterMs).toBeGreaterThan(0);
      expect(refused && !refused.allowed && refused.retryAfterMs).toBeLessThanOrEqual(10_000);
    });

    it('counts up to a window limit, shared by every caller, and says when the window renews', async () => {
      const counter = unique();
      const rule = { limit: 5, windowMs: 60_000 };
      expect(await store.peekWindow(counter, rule)).toMatchObject({ allowed: true, used: 0 });
      const counts = await Promise.all(Array.from({ length: 8 }, () => store.countInWindow(counter, rule)));
      expect(counts.filter((count) => count.allowed)).toHaveLength(5);
      expect(counts.filter((count) => !count.allowed).every((count) => count.used === 5)).toBe(true);
      const peeked = await store.peekWindow(counter, rule);
      expect(peeked).toMatchObject({ allowed: false, used: 5 });
      expect(peeked.resetsInMs).toBeGreaterThan(0);
      expect(peeked.resetsInMs).toBeLessThanOrEqual(60_000);
      expect(peeked.windowStartMs % 60_000).toBe(0);
    });

    it('starts a window counter again in the next window', async () => {
      const counter = unique();
      const rule = { limit: 2, windowMs: 200 };
      // Start just after a window opens, so the two counts fall in one window.
      await new Promise((resolve) => setTimeout(resolve, 200 - (Date.now() % 200) + 5));
      await store.countInWindow(counter, rule);
      await store.countInWindow(counter, rule);
      expect((await store.countInWindow(counter, rule)).allowed).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 220));
      expect(await store.countInWindow(counter, rule)).toMatchObject({ allowed: true, used: 1 });
    });
  });
}

contract('memory', async () => createMemoryStore({ readingCapacity: 100 }), false);
contract(
  'redis',
  async () => {
    const store = createRedisStore({ url: redis?.url ?? 'redis://127.0.0.1:1' });
    await store.ready;
    return store;
  },
  Boolean(skip),
);

describe('memory store bounds', () => {
  it('never forgets a client whose bucket is still refilling, however many others come', async () => {
    const store = createMemoryStore({ readingCapacity: 10, bucketCapacity: 100 });
    const rule = { burst: 1, perMinute: 1 };
    for (let client = 0; client < 5_000; client += 1) await store.takeToken(`client-${client}`, rule);
    // Forgetting client-0 would hand it a full bucket again: it stays refused.
    expect((await store.takeToken('client-0', rule)).allowed).toBe(false);
    expect((await store.takeToken('client-99', rule)).allowed).toBe(false);
    // The newcomers past the table's size shared one bucket, which they emptied at once.
    expect((await store.takeToken('client-4999', rule)).allowed).toBe(false);
    expect((await store.takeToken('client-5000', rule)).allowed).toBe(false);
  });

  it('makes room by forgetting buckets that have refilled, which gives nothing away', async () => {
    let now = 1_000_000;
    const store = createMemoryStore({ readingCapacity: 10, bucketCapacity: 3, now: () => now });
    const rule = { burst: 2, perMinute: 60 };
    for (const client of ['a', 'b', 'c']) await store.takeToken(client, rule);
    // Full again a second later: the oldest bucket may go, and a newcomer gets its own.
    now += 1_000;
    await store.takeToken('d', rule);
    expect((await store.takeToken('d', rule)).allowed).toBe(true);
    expect((await store.takeToken('d', rule)).allowed).toBe(false);
    // "a" was forgotten full, so it starts full: exactly what it had.
    expect((await store.takeToken('a', rule)).allowed).toBe(true);
  });

  it('keeps reading text within its bytes, counting two bytes a character', async () => {
    const store = createMemoryStore({ readingCapacity: 1_000, readingMaxBytes: 10 * 1_048_576 });
    const reading = 'x'.repeat(2 * 1_048_576);
    for (let index = 0; index < 20; index += 1) await store.putReading(`key-${index}`, reading, 60_000);
    const kept = await Promise.all(
      Array.from({ length: 20 }, (_, index) => store.getReading(`key-${index}`)),
    );
    // 4 MiB each as a string: two fit in 10 MiB, the newest.
    expect(kept.filter((text) => text !== undefined)).toHaveLength(2);
    expect(kept[19]).toBe(reading);
  });
});
