import type { Phase } from '../soak-context';
import { startLoad } from '../load';
import { JSON_READING_HEADERS, birthChartBody } from '../reading-bodies';
import { providerAllowance } from '../soak-settings';

const READINGS = 500;

/** Phase 2: 500 birth-chart readings for 500 different people, all from one client address. */
export const uncachedBurst: Phase = {
  id: 2,
  title: `${READINGS} uncached birth-chart readings, one client`,
  async run(server, { fake, settings }) {
    const started = Date.now();
    const result = await startLoad({
      url: `${server.url}/api/readings`,
      method: 'POST',
      headers: JSON_READING_HEADERS,
      bodyFor: birthChartBody,
      connections: 10,
      amount: READINGS,
      maxSeconds: 120,
    }).done;
    const elapsedMs = Date.now() - started;
    const allowance = providerAllowance(settings, elapsedMs);
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
          label: `provider calls for ${READINGS} uncached readings from one client`,
          value: fake.calls,
          unit: 'calls',
          limit: allowance,
        },
      ],
    };
  },
};
