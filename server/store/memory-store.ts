import { LRUCache } from 'lru-cache';
import {
  type SharedStore,
  type TokenRule,
  type WindowRule,
  fullAgainAt,
  msUntilToken,
  refill,
  windowAt,
} from './shared-store';

export interface MemoryStoreOptions {
  /** Readings kept (READING_CACHE_SIZE); 0 turns the cache off. */
  readingCapacity: number;
  /** Bytes of reading text kept (READING_CACHE_MAX_BYTES); 64 MiB when absent. */
  readingMaxBytes?: number;
  /** Clients tracked by the rate limiter (see `takeToken` for what happens past it). */
  bucketCapacity?: number;
  now?: () => number;
}

const DEFAULT_READING_BYTES = 64 * 1024 * 1024;
/** What a cached entry costs besides its text: the key, the map's node, the time to live. */
const ENTRY_OVERHEAD_BYTES = 96;
/** How many of the least recently used buckets a new client may look through for one to replace. */
const EVICTION_SCAN = 16;

interface Bucket {
  tokens: number;
  updatedMs: number;
  /** When the bucket is full again: only then may it be forgotten. */
  fullAtMs: number;
}

/**
 * The single-instance store, bounded in every dimension a client can push on.
 *
 * - Readings: an LRU bounded by count and by bytes. A JavaScript string may take two bytes per
 *   character, so that is what each is counted at: 144 readings of 2 MB once took 1.3 GB.
 * - Rate-limit buckets: at most `bucketCapacity` clients. A bucket is only ever forgotten once
 *   it has refilled, since a forgotten bucket starts full again: evicting a half-empty one
 *   would let its client start over just by bringing in enough other addresses. When every
 *   tracked bucket is still refilling, a new client shares one overflow bucket per rule with
 *   the other newcomers until room frees up: during such a flood, newcomers get less, never
 *   anyone more than their own bucket allows.
 * - Window counters (the provider budget): one entry per counter name, which the server fixes.
 */
export function createMemoryStore(options: MemoryStoreOptions): SharedStore {
  const now = options.now ?? Date.now;
  const readings =
    options.readingCapacity > 0
      ? new LRUCache<string, string>({
          max: options.readingCapacity,
          maxSize: options.readingMaxBytes ?? DEFAULT_READING_BYTES,
          sizeCalculation: (text, key) => (text.length + key.length) * 2 + ENTRY_OVERHEAD_BYTES,
          ttlAutopurge: false,
        })
      : null;
  const locks = new LRUCache<string, { owner: string; expiresMs: number }>({ max: 10_000 });
  const bucketCapacity = options.bucketCapacity ?? 50_000;
  // A Map keeps insertion order; a bucket is moved to the end when used, so the first ones are
  // the least recently used, and the likeliest to have refilled.
  const buckets = new Map<string, Bucket>();
  const overflow = new Map<string, Bucket>();
  const windows = new LRUCache<string, { windowStartMs: number; used: number }>({ max: 1_000 });

  /** Forgets one bucket that has refilled, if one of the least recently used has. */
  const evictRefilled = (nowMs: number): boolean => {
    let scanned = 0;
    for (const [name, bucket] of buckets) {
      if (bucket.fullAtMs <= nowMs) {
        buckets.delete(name);
        return true;
      }
      scanned += 1;
      if (scanned >= EVICTION_SCAN) return false;
    }
    return false;
  };

  const windowCount = (counter: string, rule: WindowRule, count: boolean) => {
    const { windowStartMs, resetsInMs } = windowAt(rule, now());
    const held = windows.get(counter);
    const used = held?.windowStartMs === windowStartMs ? held.used : 0;
    const allowed = used < rule.limit;
    if (count && allowed) windows.set(counter, { windowStartMs, used: used + 1 });
    return { allowed, used: count && allowed ? used + 1 : used, windowStartMs, resetsInMs };
  };

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
    async takeToken(name: string, rule: TokenRule) {
      const nowMs = now();
      const tracked = buckets.has(name) || buckets.size < bucketCapacity || evictRefilled(nowMs);
      const table = tracked ? buckets : overflow;
      const key = tracked ? name : `${rule.burst}/${rule.perMinute}`;
      const current = refill(table.get(key), rule, nowMs);
      const allowed = current.tokens >= 1;
      const tokens = allowed ? current.tokens - 1 : current.tokens;
      table.delete(key);
      table.set(key, { tokens, updatedMs: nowMs, fullAtMs: fullAgainAt(tokens, rule, nowMs) });
      return allowed ? { allowed: true } : { allowed: false, retryAfterMs: msUntilToken(tokens, rule) };
    },
    async countInWindow(counter, rule) {
      return windowCount(counter, rule, true);
    },
    async peekWindow(counter, rule) {
      return windowCount(counter, rule, false);
    },
    async close() {
      readings?.clear();
    },
  };
}
