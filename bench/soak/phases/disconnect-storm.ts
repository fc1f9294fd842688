import { utcToIsoDate } from '@core/time/calendar-date';
import { DEFAULT_FAKE_REPLY, type FakeOpenAI } from '@server/testing/fake-openai';
import type { Phase } from '../soak-context';
import { distinctSharedQueries } from '../shared-queries';

const HANG_UPS = 50;
const STATUS_HANG_UPS = 20;
/** How long a visitor waits for the reading to land in the cache after everyone hung up. */
const LANDING_WAIT_MS = 20_000;
/**
 * A reading the fake provider takes most of a second to stream, and a pause after the storm
 * well inside it: a server that cancels on hang-up has done so by then, and the next visitor
 * would cost a second call.
 */
const SLOW_REPLY = `${DEFAULT_FAKE_REPLY}\n\n`.repeat(4);
const SETTLE_MS = 250;

/**
 * `count` visitors ask at once and all hang up once the provider has the call, before any of
 * them has read the reading.
 */
async function hangUps(url: string, count: number, fake: FakeOpenAI): Promise<void> {
  const before = fake.calls;
  const controller = new AbortController();
  const asked = Array.from({ length: count }, () =>
    fetch(url, { headers: { accept: 'text/event-stream' }, signal: controller.signal }).catch(
      () => undefined,
    ),
  );
  const giveUpAt = Date.now() + 10_000;
  while (fake.calls === before && Date.now() < giveUpAt)
    await new Promise((resolve) => setTimeout(resolve, 5));
  // A moment for the slower visitors to join the generation under way.
  await new Promise((resolve) => setTimeout(resolve, 20));
  controller.abort();
  await Promise.all(asked);
}

/** The reading once it is there, or what was answered when the wait ran out. */
async function landedSource(url: string): Promise<string> {
  const giveUpAt = Date.now() + LANDING_WAIT_MS;
  let source = 'none';
  while (Date.now() < giveUpAt) {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    source = ((await response.json()) as { source?: string }).source ?? `HTTP ${response.status}`;
    if (source === 'ai') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return source;
}

/**
 * Phase 8: 50 visitors ask for one uncached shared reading and hang up at once, then 20 do the
 * same with `/api/angels/status`. A shared generation, once started, runs to its end and is
 * cached, so each storm costs exactly one provider call, and the next visitor reads it.
 */
export const disconnectStorm: Phase = {
  id: 8,
  title: `disconnect storms: ${HANG_UPS} hang-ups of one uncached reading, ${STATUS_HANG_UPS} of the angels' status`,
  async run(server, { fake }) {
    const [query = ''] = distinctSharedQueries(1, utcToIsoDate(new Date()));
    const reading = `${server.url}/api/readings?${query}`;
    fake.setScenario({ kind: 'reply', text: SLOW_REPLY });
    const started = Date.now();
    await hangUps(reading, HANG_UPS, fake);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const readingSource = await landedSource(reading);
    const readingCalls = fake.calls;

    const status = `${server.url}/api/angels/status`;
    await hangUps(status, STATUS_HANG_UPS, fake);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const statusResponse = await fetch(status);
    const statusBody = (await statusResponse.json()) as { status?: string };
    const statusCalls = fake.calls - readingCalls;
    return {
      providerCalls: fake.calls,
      notes: [
        `reading: ${readingCalls} call(s), then answered from ${readingSource}; status: ${statusCalls} call(s), then ${statusBody.status ?? `HTTP ${statusResponse.status}`}; ${((Date.now() - started) / 1000).toFixed(1)} s`,
      ],
      checks: [
        {
          label: `provider calls for ${HANG_UPS} hang-ups of one uncached shared reading`,
          value: readingCalls,
          unit: 'calls',
          limit: 1,
        },
        {
          label: `provider calls for ${STATUS_HANG_UPS} hang-ups of /api/angels/status`,
          value: statusCalls,
          unit: 'calls',
          limit: 1,
        },
        {
          label: 'hung-up shared readings not cached for the next visitor',
          value: readingSource === 'ai' ? 0 : 1,
          unit: 'readings',
          limit: 0,
        },
      ],
    };
  },
};
