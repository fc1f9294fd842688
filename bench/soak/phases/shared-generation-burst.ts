import { utcToIsoDate } from '@core/time/calendar-date';
import type { Phase } from '../soak-context';
import { failuresIn, startLoad } from '../load';
import { distinctSharedQueries } from '../shared-queries';

const READINGS = 2_000;
/** The server's defaults, set here so the allowance below is worked out from what runs. */
const GENERATION_LIMIT = { burst: 30, perMinute: 20 };

/**
 * Phase 7: 2,000 distinct shared readings by GET from one client, none of them cached: every one
 * would be a new generation. Past the client's limit on new generations the offline composer
 * answers (still 200), so the provider calls must stay within a full bucket plus its refill.
 */
export const sharedGenerationBurst: Phase = {
  id: 7,
  title: `${READINGS} distinct uncached shared readings by GET, one client`,
  env: {
    GENERATION_LIMIT_BURST: String(GENERATION_LIMIT.burst),
    GENERATION_LIMIT_PER_MINUTE: String(GENERATION_LIMIT.perMinute),
  },
  async run(server, { fake }) {
    const queries = distinctSharedQueries(READINGS, utcToIsoDate(new Date()));
    const started = Date.now();
    const result = await startLoad({
      url: `${server.url}/api/readings`,
      headers: { accept: 'application/json' },
      pathFor: (n) => `/api/readings?${queries[n % queries.length] ?? ''}`,
      connections: 10,
      amount: READINGS,
      maxSeconds: 180,
    }).done;
    const elapsedMs = Date.now() - started;
    const allowance = GENERATION_LIMIT.burst + Math.ceil((GENERATION_LIMIT.perMinute * elapsedMs) / 60_000);
    const statuses = Object.entries(result.statuses)
      .map(([status, count]) => `${count}× ${status}`)
      .join(', ');
    return {
      requestsPerSecond: result.requestsPerSecond,
      p99Ms: result.p99Ms,
      providerCalls: fake.calls,
      tooManyRequests: result.statuses['429'] ?? 0,
      notes: [
        `${result.requests} requests in ${(elapsedMs / 1000).toFixed(1)} s (${statuses}); allowance ${allowance} calls`,
      ],
      checks: [
        {
          label: `provider calls for ${READINGS} distinct shared readings from one client`,
          value: fake.calls,
          unit: 'calls',
          limit: allowance,
        },
        // Past the limit the visitor still gets a reading (offline), never an error.
        {
          label: `shared readings not answered 2xx, of ${READINGS} from one client`,
          value: failuresIn(result) + Math.max(0, READINGS - result.requests),
          unit: 'responses',
          limit: 0,
        },
      ],
    };
  },
};
