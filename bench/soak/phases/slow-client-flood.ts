import type { Phase } from '../soak-context';
import { idleHealthP99, startHealthProbe } from '../health-probe';
import { startSlowClients } from '../slow-clients';

const SLOW_SOCKETS = 200;

/** Phase 3: 200 sockets that never finish a request while `/api/health` is measured. */
export const slowClientFlood: Phase = {
  id: 3,
  title: `${SLOW_SOCKETS} slow clients (p99: /api/health)`,
  async run(server) {
    const idleP99 = await idleHealthP99(server.url);
    const slow = startSlowClients(server.url, SLOW_SOCKETS);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const health = await startHealthProbe(server.url, 8).done;
      return {
        requestsPerSecond: health.requestsPerSecond,
        p99Ms: health.p99Ms,
        notes: [
          `${slow.stillOpen()} of ${SLOW_SOCKETS} slow sockets still open after 9 s; health p99 ${idleP99} ms before they came`,
        ],
        checks: [
          {
            label: `/api/health p99 beside ${SLOW_SOCKETS} slow clients`,
            value: health.p99Ms,
            unit: 'ms',
            limit: 50,
          },
        ],
      };
    } finally {
      slow.close();
    }
  },
};
