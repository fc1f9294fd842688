import { LRUCache } from 'lru-cache';
import { type SharedStore, type TokenRule, msUntilToken, refill } from './shared-store';

export interface MemoryStoreOptions {
  /** Readings kept (READING_CACHE_SIZE); 0 turns the cache off. */
  readingCapacity: number;
  /** Clients tracked by the rate limiter; the least recently seen are forgotten first. */
  bucketCapacity?: number;
  now?: () => number;
}

/**
 * The single-instance store: bounded LRU maps, so neither many readings nor many clients can
 * grow memory without limit. A forgotten bucket starts full again, which only ever errs
 * towards letting a rare client through.
 */
export function createMemoryStore(options: MemoryStoreOptions): SharedStore {
  const now = options.now ?? Date.now;
  const readings =
    options.readingCapacity > 0
      ? new LRUCache<string, string>({ max: options.readingCapacity, ttlAutopurge: false })
      : null;
  const locks = new LRUCache<string, { owner: string; expiresMs: number }>({ max: 10_000 });
  const buckets = new LRUCache<string, { tokens: number; updatedMs: number }>({
    max: options.bucketCapacity ?? 50_000,
  });

  return {
    kind: 'memory',
    async getReading(key) {
      return readings?.get(key);
    },
    async putReading(key, text, ttlMs) {
      readings?.set(key, text, { ttl: ttlMs });
    },
    async acquireLock(key, owner, ttlMs) {
      const held = locks.get(key);
      if (held && held.expiresMs > now() && held.owner !== owner) return false;
      locks.set(key, { owner, expiresMs: now() + ttlMs });
      return true;
    },
    async releaseLock(key, owner) {
      if (locks.get(key)?.owner === owner) locks.delete(key);
    },
    async takeToken(bucket: string, rule: TokenRule) {
      const current = refill(buckets.get(bucket), rule, now());
      if (current.tokens >= 1) {
        buckets.set(bucket, { ...current, tokens: current.tokens - 1 });
        return { allowed: true };
      }
      buckets.set(bucket, current);
      return { allowed: false, retryAfterMs: msUntilToken(current.tokens, rule) };
    },
    async close() {
      readings?.clear();
    },
  };
}
