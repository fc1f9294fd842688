import type { Phase } from '../soak-context';
import { JSON_READING_HEADERS, birthChartBody } from '../reading-bodies';

/** Long enough for a server without a total deadline (three 60 s attempts and their pauses). */
const LONGEST_WAIT_MS = 240_000;
const SLACK_MS = 2_000;

/** Phase 6: the provider accepts the call and never answers; how long until the fallback text? */
export const hungProvider: Phase = {
  id: 6,
  title: 'hung provider: time to the fallback text',
  async run(server, { fake, settings }) {
    fake.setScenario({ kind: 'hang' });
    const started = Date.now();
    let outcome: string;
    try {
      const response = await fetch(`${server.url}/api/readings`, {
        method: 'POST',
        headers: JSON_READING_HEADERS,
        body: birthChartBody(0),
        signal: AbortSignal.timeout(LONGEST_WAIT_MS),
      });
      const body = (await response.json()) as { source?: string };
      outcome = `HTTP ${response.status}, source ${body.source ?? 'none'}`;
    } catch (error) {
      outcome = `no answer: ${error instanceof Error ? error.message : String(error)}`;
    }
    const seconds = (Date.now() - started) / 1000;
    const fellBack = outcome.endsWith('source fallback');
    return {
      providerCalls: fake.calls,
      notes: [
        `${outcome} after ${seconds.toFixed(1)} s (deadline set to ${settings.readingDeadlineMs / 1000} s)`,
      ],
      checks: [
        {
          label: 'seconds from request to fallback with a hung provider',
          value: fellBack ? seconds : LONGEST_WAIT_MS / 1000,
          unit: 's',
          limit: (settings.readingDeadlineMs + SLACK_MS) / 1000,
        },
      ],
    };
  },
};
