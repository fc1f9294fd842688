import autocannon from 'autocannon';

export interface LoadOptions {
  /** Full URL on loopback; `pathFor` may change the path per request. */
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  /** Stop after this many requests... */
  amount?: number;
  /** ...or after this many seconds, whichever comes first. */
  maxSeconds: number;
  /** Requests per second over all connections; unset means as fast as answers come. */
  overallRate?: number;
  /** The path (with query) of the n-th request. */
  pathFor?: (n: number) => string;
  /** The body of the n-th request. */
  bodyFor?: (n: number) => string;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p99Ms: number;
  /** Responses by HTTP status, e.g. { "200": 480, "429": 20 }. */
  statuses: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
}

export interface RunningLoad {
  /** Ends the load early; `done` then resolves with what was measured so far. */
  stop(): void;
  done: Promise<LoadResult>;
}

/** Starts a bounded autocannon load: every run ends by its request count or its time limit. */
export function startLoad(options: LoadOptions): RunningLoad {
  let sent = 0;
  const vary = options.pathFor ?? options.bodyFor;
  const requests = vary
    ? [
        {
          setupRequest: (request: autocannon.Request) => {
            const n = sent;
            sent += 1;
            return {
              ...request,
              ...(options.pathFor ? { path: options.pathFor(n) } : {}),
              ...(options.bodyFor ? { body: options.bodyFor(n) } : {}),
            };
          },
        },
      ]
    : undefined;
  let instance: autocannon.Instance | undefined;
  const done = new Promise<LoadResult>((resolve, reject) => {
    instance = autocannon(
      {
        url: options.url,
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        connections: options.connections,
        duration: options.maxSeconds,
        ...(options.amount === undefined ? {} : { amount: options.amount }),
        ...(options.overallRate === undefined ? {} : { overallRate: options.overallRate }),
        ...(requests ? { requests } : {}),
        timeout: Math.max(10, options.maxSeconds),
      },
      (error, result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        resolve(resultOf(result));
      },
    );
  });
  // Without an amount autocannon stops on its own duration; with one it does not, so cap it here.
  const limit = setTimeout(() => instance?.stop(), options.maxSeconds * 1000);
  void done.finally(() => clearTimeout(limit)).catch(() => undefined);
  return { stop: () => instance?.stop(), done };
}

function resultOf(result: autocannon.Result): LoadResult {
  const statuses: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[status] = stats.count ?? 0;
  }
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / Math.max(result.duration, 0.001),
    p99Ms: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

/** Responses with a status outside 2xx. */
export const failuresIn = (result: LoadResult): number =>
  Object.entries(result.statuses)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0) + result.errors;
