import type { ServerEnv } from '../env';
import type { Logger } from '../logging/logger';
import { type MemoryStoreOptions, createMemoryStore } from './memory-store';
import { createRedisStore } from './redis-store';
import { createResilientStore } from './resilient-store';
import type { SharedStore } from './shared-store';

/**
 * The store this instance uses: memory by default, Redis (with memory behind it) when
 * REDIS_URL is set. A Redis that cannot be reached at start is logged loudly and retried in
 * the background; the server starts anyway.
 */
export function createStoreFromEnv(env: ServerEnv, logger: Logger): SharedStore {
  const memory = createMemoryStore(memoryStoreOptionsFrom(env));
  if (!env.REDIS_URL) return memory;
  const redis = createRedisStore({ url: env.REDIS_URL });
  redis.ready.then(
    () => logger.info('Connected to Redis: cache, single-flight, rate limits and provider budget are shared'),
    (error: unknown) =>
      logger.error('Could not connect to Redis at start; serving from memory until it answers', {
        detail: error instanceof Error ? error.message : String(error),
      }),
  );
  return createResilientStore(redis, memory, logger);
}

/** The memory store's bounds from env: how many readings, and how many bytes of them. */
export const memoryStoreOptionsFrom = (env: ServerEnv): MemoryStoreOptions => ({
  readingCapacity: env.READING_CACHE_SIZE,
  readingMaxBytes: env.READING_CACHE_MAX_BYTES,
});
