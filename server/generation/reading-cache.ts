import { LRUCache } from 'lru-cache';

/**
 * Where finished, non-personal readings are kept. In memory by default; a shared store (Redis,
 * a database) can implement the same two calls, which is why they may be asynchronous.
 */
export interface CachedReading {
  text: string;
}

export interface ReadingCache {
  get(key: string): CachedReading | undefined | Promise<CachedReading | undefined>;
  set(key: string, value: CachedReading): void | Promise<void>;
}

/** Least-recently-used eviction keeps memory bounded; size 0 turns caching off. */
export function createMemoryReadingCache(size: number): ReadingCache {
  if (size <= 0) return { get: () => undefined, set: () => undefined };
  const entries = new LRUCache<string, CachedReading>({ max: size });
  return {
    get: (key) => entries.get(key),
    set: (key, value) => {
      entries.set(key, value);
    },
  };
}
