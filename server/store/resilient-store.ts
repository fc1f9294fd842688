import type { Logger } from '../logging/logger';
import type { SharedStore } from './shared-store';

/**
 * Redis with memory behind it: when a Redis call fails (down, restarting, too slow), that call
 * is answered from the in-memory store instead, and an error is logged (the logger limits
 * repeats), so a reading never fails because the shared store did. While Redis is out each
 * instance is on its own: its cache, single-flight, rate limits and provider budget are local
 * until Redis returns.
 */
export function createResilientStore(primary: SharedStore, backup: SharedStore, logger: Logger): SharedStore {
  let degraded = false;

  const attempt = async <Result>(operation: string, run: (store: SharedStore) => Promise<Result>) => {
    try {
      const result = await run(primary);
      if (degraded) {
        degraded = false;
        logger.warn('The shared store (Redis) answers again; instances share state once more');
      }
      return result;
    } catch (error) {
      if (!degraded) degraded = true;
      logger.error('The shared store (Redis) failed; using this instance’s memory store meanwhile', {
        operation,
        detail: error instanceof Error ? error.message : String(error),
      });
      return run(backup);
    }
  };

  return {
    kind: primary.kind,
    getReading: (key) => attempt('getReading', (store) => store.getReading(key)),
    putReading: (key, text, ttlMs) => attempt('putReading', (store) => store.putReading(key, text, ttlMs)),
    acquireLock: (key, owner, ttlMs) =>
      attempt('acquireLock', (store) => store.acquireLock(key, owner, ttlMs)),
    releaseLock: async (key, owner) => {
      // A lock taken from the backup must be freed there too; freeing both is harmless.
      await Promise.allSettled([primary.releaseLock(key, owner), backup.releaseLock(key, owner)]);
    },
    takeToken: (bucket, rule) => attempt('takeToken', (store) => store.takeToken(bucket, rule)),
    countInWindow: (counter, rule) => attempt('countInWindow', (store) => store.countInWindow(counter, rule)),
    peekWindow: (counter, rule) => attempt('peekWindow', (store) => store.peekWindow(counter, rule)),
    close: async () => {
      await Promise.allSettled([primary.close(), backup.close()]);
    },
  };
}
