/**
 * The server's only shared state: finished readings (the cache), single-flight locks (one
 * provider call for many visitors asking the same thing), rate-limit buckets and the provider
 * budget's counter. Everything
 * else is stateless, so any number of instances can run behind a load balancer once they share
 * one store: memory for a single instance (the default), Redis for several (REDIS_URL).
 */
export interface TokenRule {
  /** Tokens a full bucket holds: how many calls may come at once. */
  burst: number;
  /** Tokens added per minute: the sustained rate. */
  perMinute: number;
}

export type TokenResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/** A counter that starts again at every multiple of `windowMs` (a fixed window: each minute). */
export interface WindowRule {
  /** Counts allowed per window. */
  limit: number;
  windowMs: number;
}

export interface WindowCount {
  /** False when the window had already reached its limit: nothing was counted. */
  allowed: boolean;
  /** Counted in this window so far, this one included. */
  used: number;
  /** Start of the window (ms since the epoch), which names it. */
  windowStartMs: number;
  resetsInMs: number;
}

export interface SharedStore {
  readonly kind: 'memory' | 'redis';
  getReading(key: string): Promise<string | undefined>;
  putReading(key: string, text: string, ttlMs: number): Promise<void>;
  /** True when `owner` now holds the lock on `key` (until `ttlMs` passes or it is released). */
  acquireLock(key: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Releases the lock if `owner` still holds it. */
  releaseLock(key: string, owner: string): Promise<void>;
  /** Takes one token from the bucket named `bucket`. */
  takeToken(bucket: string, rule: TokenRule): Promise<TokenResult>;
  /** Counts one in the counter's current window, unless the window has reached its limit. */
  countInWindow(counter: string, rule: WindowRule): Promise<WindowCount>;
  /** The counter's current window, counting nothing (for /api/health). */
  peekWindow(counter: string, rule: WindowRule): Promise<WindowCount>;
  close(): Promise<void>;
}

/** The window holding `nowMs`: when it started and how long until the next one. */
export function windowAt(rule: WindowRule, nowMs: number): { windowStartMs: number; resetsInMs: number } {
  const windowStartMs = Math.floor(nowMs / rule.windowMs) * rule.windowMs;
  return { windowStartMs, resetsInMs: windowStartMs + rule.windowMs - nowMs };
}

/** When a bucket holding `tokens` is full again, so forgetting it would give nothing away. */
export const fullAgainAt = (tokens: number, rule: TokenRule, updatedMs: number): number =>
  updatedMs + Math.ceil(((rule.burst - tokens) / rule.perMinute) * 60_000);

/**
 * The token-bucket arithmetic both stores share (the Redis store runs the same steps in Lua):
 * the bucket refills continuously at `perMinute`, up to `burst`.
 */
export function refill(
  bucket: { tokens: number; updatedMs: number } | undefined,
  rule: TokenRule,
  nowMs: number,
): { tokens: number; updatedMs: number } {
  if (!bucket) return { tokens: rule.burst, updatedMs: nowMs };
  const added = ((nowMs - bucket.updatedMs) / 60_000) * rule.perMinute;
  return { tokens: Math.min(rule.burst, bucket.tokens + Math.max(0, added)), updatedMs: nowMs };
}

/** How long until one whole token is back, for a bucket holding `tokens` (< 1). */
export const msUntilToken = (tokens: number, rule: TokenRule): number =>
  Math.ceil(((1 - tokens) / rule.perMinute) * 60_000);
