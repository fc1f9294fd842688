import type { Phase } from '../soak-context';
import { failuresIn, startLoad } from '../load';
import { JSON_READING_HEADERS, cachedReadingBody } from '../reading-bodies';

/** Phase 1: one cached daily reading asked for over and over on 64 connections for 10 s. */
export const cachedReadings: Phase = {
  id: 1,
  title: 'cached daily readings, 64 connections, 10 s',
  async run(server, { fake }) {
    const request = { method: 'POST' as const, headers: JSON_READING_HEADERS, body: cachedReadingBody() };
    const warm = await fetch(`${server.url}/api/readings`, request);
    if (!warm.ok) throw new Error(`Warming the cache failed: HTTP ${warm.status}`);
    const result = await startLoad({
      url: `${server.url}/api/readings`,
      ...request,
      connections: 64,
      maxSeconds: 10,
    }).done;
    return {
      requestsPerSecond: result.requestsPerSecond,
      p99Ms: result.p99Ms,
      providerCalls: fake.calls,
      tooManyRequests: result.statuses['429'] ?? 0,
      notes: [`${result.requests} requests, ${failuresIn(result)} not answered 2xx`],
      checks: [
        // Cached readings cost nothing, so no limit may touch them.
        {
          label: 'cached readings not answered 2xx at 64 connections',
          value: failuresIn(result),
          unit: 'responses',
          limit: 0,
        },
        { label: 'provider calls for one cached reading', value: fake.calls, unit: 'calls', limit: 1 },
      ],
    };
  },
};
