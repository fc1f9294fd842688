import autocannon from 'autocannon';
import type { ReadingRequest } from '@core/features/reading-request';
import { sharedReadingQuery } from '@core/features/shared-readings';

export interface Throughput {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

/** A bounded load on loopback: `connections` (10 unless told) for `seconds`, then stop. */
export async function measureThroughput(
  url: string,
  init: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } = {},
  seconds = 4,
  connections = 10,
): Promise<Throughput> {
  const result = await autocannon({
    url,
    method: init.method ?? 'GET',
    body: init.body,
    headers: init.headers,
    connections,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

/** The round with the most requests per second. */
export function bestThroughput(rounds: readonly Throughput[]): Throughput {
  if (rounds.length === 0) throw new Error('No throughput rounds to choose from');
  return rounds.reduce((left, right) => (right.requestsPerSecond > left.requestsPerSecond ? right : left));
}

/** A shared reading as the app asks for it: a GET with its fields in the query, JSON back. */
export function sharedReadingGet(origin: string, request: ReadingRequest) {
  return {
    url: `${origin}/api/readings?${sharedReadingQuery(request)}`,
    init: { method: 'GET' as const, headers: { accept: 'application/json' } },
  };
}
