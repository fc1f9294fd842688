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
  it('forgets the least recently seen clients instead of growing without limit', async () => {
    const store = createMemoryStore({ readingCapacity: 10, bucketCapacity: 100 });
    const rule = { burst: 1, perMinute: 1 };
    for (let client = 0; client < 5_000; client += 1) await store.takeToken(`client-${client}`, rule);
    // The first client was forgotten, so it starts with a full bucket again.
    expect((await store.takeToken('client-0', rule)).allowed).toBe(true);
    expect((await store.takeToken('client-4999', rule)).allowed).toBe(false);
  });
});
