import type { Phase } from '../soak-context';
import { idleHealthP99, startHealthProbe } from '../health-probe';
import { failuresIn, startLoad } from '../load';

const REQUESTS = 500;
const FIRST_DAY = Date.UTC(2026, 0, 1);

/** The n-th of many different start dates, one day apart. */
const fromDate = (n: number) => new Date(FIRST_DAY + n * 86_400_000).toISOString().slice(0, 10);

/** The longest range the server accepts: a year where nothing caps it, else the cap. */
async function longestRange(origin: string): Promise<number> {
  for (const days of [366, 90, 30]) {
    const response = await fetch(`${origin}/api/sky/events?from=2030-01-01&days=${days}`);
    if (response.ok) return days;
  }
  throw new Error('GET /api/sky/events answered no range of days');
}

/**
 * Phase 4: 500 event scans with distinct start dates (so no cache can absorb them) on 16
 * connections, while `/api/health` is asked 50 times a second.
 */
export const eventsBurst: Phase = {
  id: 4,
  title: `${REQUESTS} sky-event scans, distinct dates (p99: /api/health)`,
  async run(server) {
    const days = await longestRange(server.url);
    const idleP99 = await idleHealthP99(server.url);
    const health = startHealthProbe(server.url, 120);
    const burst = await startLoad({
      url: `${server.url}/api/sky/events`,
      pathFor: (n) => `/api/sky/events?from=${fromDate(n)}&days=${days}`,
      connections: 16,
      amount: REQUESTS,
      maxSeconds: 120,
    }).done;
    health.stop();
    const healthResult = await health.done;
    return {
      requestsPerSecond: burst.requestsPerSecond,
      p99Ms: healthResult.p99Ms,
      notes: [
        `days=${days}; ${burst.requests} scans, ${failuresIn(burst)} not 2xx, scan p99 ${burst.p99Ms} ms; health p99 ${idleP99} ms before the burst`,
      ],
      checks: [
        {
          label: '/api/health p99 during the sky-events burst',
          value: healthResult.p99Ms,
          unit: 'ms',
          limit: 50,
        },
      ],
    };
  },
};
