import type { FakeScenario } from './fake-openai';

export const SCENARIO_FLAG_USAGE =
  'reply | empty | hang | status:<code>[:<retry-after>] | reset:<chunks> | stall:<chunks> | fail:<chunks> | drip:<chunks>:<ms> | flood:<chars>';

/**
 * `status:429:2` -> a 429 with Retry-After 2; `reset:3` -> socket destroyed after 3 chunks;
 * `drip:2:1000` -> 2 chunks, then one character a second; `flood:65536` -> 64 KiB pieces.
 */
export function parseScenarioFlag(flag: string): FakeScenario {
  const [kind, first, second] = flag.split(':');
  const count = Number(first ?? 0);
  const scenarios: Record<string, () => FakeScenario | null> = {
    reply: () => ({ kind: 'reply' }),
    empty: () => ({ kind: 'empty' }),
    hang: () => ({ kind: 'hang' }),
    status: () =>
      Number.isInteger(count) && count >= 400
        ? { kind: 'status', status: count, ...(second ? { retryAfter: second } : {}) }
        : null,
    reset: () => (Number.isInteger(count) ? { kind: 'reset', afterChunks: count } : null),
    stall: () => (Number.isInteger(count) ? { kind: 'stall', afterChunks: count } : null),
    fail: () => (Number.isInteger(count) ? { kind: 'fail', afterChunks: count } : null),
    drip: () => {
      const everyMs = Number(second ?? 1_000);
      return Number.isInteger(count) && Number.isInteger(everyMs) && everyMs >= 0
        ? { kind: 'drip', afterChunks: count, everyMs }
        : null;
    },
    flood: () => (Number.isInteger(count) && count >= 1 ? { kind: 'flood', chunkChars: count } : null),
  };
  const scenario = scenarios[kind ?? '']?.();
  if (!scenario) throw new Error(`Unknown scenario "${flag}"; expected ${SCENARIO_FLAG_USAGE}`);
  return scenario;
}
