import type { Server } from 'node:http';

export interface ServerLimits {
  /** Most open connections at once; further ones are refused by the kernel backlog, not queued in memory. */
  maxConnections: number;
  /** Longest wait for a whole request (headers and body): slow-loris uploads are cut off. */
  requestTimeoutMs: number;
  /** Longest wait for the request headers. */
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
  /** A socket silent this long is closed; reading streams send a heartbeat well inside it. */
  idleSocketTimeoutMs: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  maxConnections: 2_048,
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
  idleSocketTimeoutMs: 120_000,
};

/**
 * Options for `http.createServer`: how often Node checks the request and header deadlines
 * (every 30 s by default, which would let a slow client hold a socket that long past them).
 */
export const serverOptionsFor = (limits: ServerLimits = DEFAULT_SERVER_LIMITS) => ({
  connectionsCheckingInterval: Math.min(1_000, limits.headersTimeoutMs),
  requestTimeout: limits.requestTimeoutMs,
  headersTimeout: limits.headersTimeoutMs,
  keepAliveTimeout: limits.keepAliveTimeoutMs,
});

/** Explicit timeouts and a connection cap instead of Node's defaults (no cap, no idle limit). */
export function applyServerLimits(server: Server, limits: ServerLimits = DEFAULT_SERVER_LIMITS): void {
  server.maxConnections = limits.maxConnections;
  server.requestTimeout = limits.requestTimeoutMs;
  server.headersTimeout = limits.headersTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.setTimeout(limits.idleSocketTimeoutMs);
}
