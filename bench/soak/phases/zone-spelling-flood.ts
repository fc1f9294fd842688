import type { Phase } from '../soak-context';
import { failuresIn, startLoad } from '../load';
import { residentMB, watchMemory } from '../process-memory';
import { caseSpelling } from '../zone-spellings';

const REQUESTS = 20_000;
/**
 * Memory read the moment a load ends is mostly garbage V8 has not collected yet: with the place
 * index live, its next full collection may wait until the heap has grown by a few hundred MB.
 * So the server then answers ordinary chart requests (one spelling, which no cache can grow on)
 * and the lowest memory seen meanwhile is what the spellings left behind; a leak never comes down.
 */
const ORDINARY_REQUESTS = 10_000;
const ZONE = 'America/Argentina/Buenos_Aires';

/** Phase 5: 20,000 chart requests, each naming the same zone in a new mix of upper and lower case. */
export const zoneSpellingFlood: Phase = {
  id: 5,
  title: `${REQUESTS.toLocaleString('en-US')} time-zone spellings on /api/chart`,
  async run(server, { settings }) {
    const load = startLoad({
      url: `${server.url}/api/chart`,
      pathFor: (n) => `/api/chart?date=1990-07-15&time=15:30&tz=${encodeURIComponent(caseSpelling(ZONE, n))}`,
      connections: 16,
      amount: REQUESTS,
      maxSeconds: 180,
    });
    let stoppedAtMB: number | undefined;
    const memory = watchMemory(server.pid, settings.memoryCeilingMB, (current) => {
      stoppedAtMB = current;
      load.stop();
    });
    const result = await load.done.finally(() => memory.stop());
    const notes = [
      `${result.requests} requests, ${failuresIn(result)} not 2xx, peak ${memory.peakMB().toFixed(0)} MB`,
    ];
    if (stoppedAtMB !== undefined)
      notes.push(
        `stopped early: the server passed ${settings.memoryCeilingMB} MB (${stoppedAtMB.toFixed(0)} MB)`,
      );
    const rightAfterMB = await residentMB(server.pid);
    const afterMB = stoppedAtMB === undefined ? await settledMemory(server.url, server.pid) : rightAfterMB;
    notes.push(`${rightAfterMB.toFixed(0)} MB right after, ${afterMB.toFixed(0)} MB once collected`);
    return {
      requestsPerSecond: result.requestsPerSecond,
      p99Ms: result.p99Ms,
      rssAfterMB: afterMB,
      notes,
      checks: [
        {
          // A run stopped at the ceiling never sent all 20,000: it failed by definition.
          label: `server RSS after ${REQUESTS.toLocaleString('en-US')} time-zone spellings, once collected`,
          value: stoppedAtMB === undefined ? afterMB : Math.max(afterMB, settings.memoryCeilingMB),
          unit: 'MB',
          limit: 400,
        },
      ],
    };
  },
};

/** The lowest memory while the server answers ordinary chart requests after the flood. */
async function settledMemory(origin: string, pid: number): Promise<number> {
  const memory = watchMemory(pid, Number.POSITIVE_INFINITY, () => undefined);
  await startLoad({
    url: `${origin}/api/chart?date=1990-07-15&time=15:30&tz=${encodeURIComponent(ZONE)}`,
    connections: 16,
    amount: ORDINARY_REQUESTS,
    maxSeconds: 60,
  }).done.finally(() => memory.stop());
  return Math.min(memory.lowMB(), await residentMB(pid));
}
