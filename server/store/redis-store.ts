import { type SharedStore, type TokenRule, type WindowRule, windowAt } from './shared-store';

/** Every key this app writes starts with this, so one Redis can serve other things too. */
const PREFIX = 'cosmic:';

/**
 * The token bucket as one atomic script, so two instances taking the last token at once cannot
 * both get it. Same arithmetic as `refill` in shared-store.ts. Returns {allowed, retryAfterMs}.
 */
const TAKE_TOKEN = `
local burst = tonumber(ARGV[1])
local per_minute = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'updated')
local tokens = tonumber(state[1])
local updated = tonumber(state[2])
if tokens == nil then
  tokens = burst
else
  tokens = math.min(burst, tokens + math.max(0, (now - updated) / 60000 * per_minute))
end
local allowed = 0
local retry = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
else
  retry = math.ceil((1 - tokens) / per_minute * 60000)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'updated', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / per_minute * 60000) + 1000)
return {allowed, retry}
`;

/**
 * One count in a fixed window, unless the window is full, as one atomic script so instances
 * counting at once never pass the limit together. The key names the window, so it starts at
 * zero each window and expires soon after. Returns {allowed, used}.
 */
const COUNT_IN_WINDOW = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
if used >= tonumber(ARGV[1]) then
  return {0, used}
end
used = redis.call('INCR', KEYS[1])
if used == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return {1, used}
`;

/** Deletes the lock only if this owner still holds it (a stale owner must not free a new one). */
const RELEASE_LOCK = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`;

export interface RedisStoreOptions {
  url: string;
  /** How long one command may take before it counts as a failure. */
  commandTimeoutMs?: number;
  now?: () => number;
}

export type RedisStore = SharedStore & {
  /** Resolves once connected; rejects if the first connection fails. */
  ready: Promise<void>;
};

/**
 * The shared store for several instances, on the maintained `redis` client. Raw commands
 * (SET … PX … NX, EVAL) keep it independent of the client's option-object style, which has
 * changed between major versions.
 */
export function createRedisStore(options: RedisStoreOptions): RedisStore {
  const now = options.now ?? Date.now;
  // The client library is loaded only when REDIS_URL is set: importing it costs a noticeable
  // share of the server's start-up, which every instance without Redis would otherwise pay.
  const clientLoaded = import('redis').then(({ createClient }) => {
    const client = createClient({
      url: options.url,
      socket: {
        connectTimeout: 2_000,
        // Keep trying in the background with a capped backoff; the resilient wrapper serves from
        // memory meanwhile.
        reconnectStrategy: (retries: number) => Math.min(200 * 2 ** retries, 5_000),
      },
      // Fail commands at once while disconnected instead of queueing them without bound.
      disableOfflineQueue: true,
    });
    // node-redis emits 'error' on every failed reconnect; without a listener it would crash.
    client.on('error', () => undefined);
    return client;
  });
  const ready = clientLoaded.then((client) => client.connect()).then(() => undefined);

  const command = async (args: string[]): Promise<unknown> => {
    const timeoutMs = options.commandTimeoutMs ?? 1_000;
    const client = await clientLoaded;
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        client.sendCommand(args),
        new Promise((_resolve, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)),
            timeoutMs,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    kind: 'redis',
    ready,
    async getReading(key) {
      const value = await command(['GET', `${PREFIX}reading:${key}`]);
      return typeof value === 'string' ? value : undefined;
    },
    async putReading(key, text, ttlMs) {
      await command(['SET', `${PREFIX}reading:${key}`, text, 'PX', String(Math.max(1, Math.round(ttlMs)))]);
    },
    async acquireLock(key, owner, ttlMs) {
      const reply = await command([
        'SET',
        `${PREFIX}lock:${key}`,
        owner,
        'PX',
        String(Math.max(1, Math.round(ttlMs))),
        'NX',
      ]);
      return reply === 'OK';
    },
    async releaseLock(key, owner) {
      await command(['EVAL', RELEASE_LOCK, '1', `${PREFIX}lock:${key}`, owner]);
    },
    async takeToken(bucket: string, rule: TokenRule) {
      const reply = (await command([
        'EVAL',
        TAKE_TOKEN,
        '1',
        `${PREFIX}bucket:${bucket}`,
        String(rule.burst),
        String(rule.perMinute),
        String(now()),
      ])) as [number, number];
      return reply[0] === 1 ? { allowed: true } : { allowed: false, retryAfterMs: Number(reply[1]) };
    },
    async countInWindow(counter: string, rule: WindowRule) {
      const window = windowAt(rule, now());
      const reply = (await command([
        'EVAL',
        COUNT_IN_WINDOW,
        '1',
        windowKey(counter, window.windowStartMs),
        String(rule.limit),
        String(rule.windowMs * 2),
      ])) as [number, number];
      return { allowed: reply[0] === 1, used: Number(reply[1]), ...window };
    },
    async peekWindow(counter: string, rule: WindowRule) {
      const window = windowAt(rule, now());
      const used = Number((await command(['GET', windowKey(counter, window.windowStartMs)])) ?? 0);
      return { allowed: used < rule.limit, used, ...window };
    },
    async close() {
      const client = await clientLoaded;
      await client.close().catch(() => client.destroy());
    },
  };
}

const windowKey = (counter: string, windowStartMs: number) => `${PREFIX}window:${counter}:${windowStartMs}`;
