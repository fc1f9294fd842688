import type { HealthResponse } from '@core/contract/health';
import type { ServerEnv } from '../env';
import type { Logger } from '../logging/logger';
import type { SharedStore, TokenRule, WindowCount, WindowRule } from '../store/shared-store';

/**
 * What may stop a reading from costing a provider call, and the reading is then written by the
 * offline composer instead (ADR 0017):
 * - `client-limit`: this client started too many new shared generations lately (a token bucket
 *   per client, GENERATION_LIMIT_*). Cached readings and joining one under way stay free.
 * - `budget`: the provider calls of this minute are spent (PROVIDER_CALLS_PER_MINUTE, one
 *   fixed-window counter in the store, so every instance sharing Redis shares it).
 * Personal readings have their own per-client limit in the route (RATE_LIMIT_*, answered 429)
 * and meet only the budget here.
 */
export type SpendBound = 'client-limit' | 'budget';

/** The line under a reading written offline because of a bound, so the visitor knows why. */
export const OFFLINE_NOTES = {
  'client-limit':
    '*Written offline by our composer: you asked for many new readings in a short time. Ask again in a minute for one from the guide.*',
  budget:
    '*Written offline by our composer: many visitors are asking at once. Ask again in a minute for one from the guide.*',
} as const satisfies Record<SpendBound, string>;

export type ProviderBudgetStatus = NonNullable<HealthResponse['budget']>;

export interface SpendBounds {
  /**
   * Counts a new provider generation, or names the bound that stops it. `client` is given for a
   * shared reading (its per-client limit applies); every generation meets the budget.
   */
  admit(client: string | undefined): Promise<SpendBound | undefined>;
  /** The budget and its use, for operators (`/api/health` with HEALTH_DETAILS). */
  status(): Promise<ProviderBudgetStatus>;
}

const BUDGET_COUNTER = 'provider-calls';
const MINUTE_MS = 60_000;

export function createSpendBounds({
  env,
  store,
  logger,
}: {
  env: ServerEnv;
  store: SharedStore;
  logger: Logger;
}): SpendBounds {
  const perClient: TokenRule = {
    burst: env.GENERATION_LIMIT_BURST,
    perMinute: env.GENERATION_LIMIT_PER_MINUTE,
  };
  const budget: WindowRule = { limit: env.PROVIDER_CALLS_PER_MINUTE, windowMs: MINUTE_MS };
  const servedOffline = { clientLimit: 0, budget: 0 };
  let loggedWindowMs: number | undefined;

  /** A store that cannot be asked must not take readings down: the call goes ahead, logged. */
  async function safely<Result>(operation: string, ask: () => Promise<Result>): Promise<Result | undefined> {
    try {
      return await ask();
    } catch (error) {
      logger.error('The store could not be asked about provider spend; letting the call through', {
        operation,
        detail: String(error),
      });
      return undefined;
    }
  }

  function noteSpent(count: WindowCount) {
    if (loggedWindowMs === count.windowStartMs) return;
    loggedWindowMs = count.windowStartMs;
    logger.warn('The provider budget for this minute is spent; readings come from the offline composer', {
      callsPerMinute: budget.limit,
      renewsInSeconds: Math.ceil(count.resetsInMs / 1000),
    });
  }

  return {
    async admit(client) {
      if (client !== undefined) {
        const verdict = await safely('takeToken', () => store.takeToken(`generations:${client}`, perClient));
        if (verdict && !verdict.allowed) {
          servedOffline.clientLimit += 1;
          return 'client-limit';
        }
      }
      const count = await safely('countInWindow', () => store.countInWindow(BUDGET_COUNTER, budget));
      if (count && !count.allowed) {
        servedOffline.budget += 1;
        noteSpent(count);
        return 'budget';
      }
      return undefined;
    },
    async status() {
      const count = await safely('peekWindow', () => store.peekWindow(BUDGET_COUNTER, budget));
      return {
        providerCallsPerMinute: budget.limit,
        providerCallsThisMinute: count?.used ?? 0,
        renewsInSeconds: Math.ceil((count?.resetsInMs ?? 0) / 1000),
        sharedAcrossInstances: store.kind === 'redis',
        generationLimit: perClient,
        servedOfflineSinceStart: { ...servedOffline },
      };
    },
  };
}
