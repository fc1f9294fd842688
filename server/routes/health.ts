import { Hono } from 'hono';
import type { HealthResponse } from '@core/contract/health';
import type { ServerEnv } from '../env';
import { describeProvider } from '../generation/provider-description';
import type { ProviderBudgetStatus } from '../generation/spend-bounds';

export interface HealthDeps {
  /** The provider budget and its use (the reading service's); shown with HEALTH_DETAILS only. */
  providerBudget?: () => Promise<ProviderBudgetStatus>;
}

/**
 * `GET /api/health`: is a provider configured, and, for operators (HEALTH_DETAILS), which models
 * would answer and how much of the provider budget this minute has used.
 */
export function createHealthRoutes(env: ServerEnv, { providerBudget }: HealthDeps = {}): Hono {
  const body: HealthResponse = { status: 'ok', provider: describeProvider(env) };
  const routes = new Hono();
  if (env.HEALTH_DETAILS && providerBudget) {
    return routes.get('/health', async (context) => {
      context.header('Cache-Control', 'no-store');
      return context.json<HealthResponse>({ ...body, budget: await providerBudget() });
    });
  }
  // The public answer never changes: nothing to ask per request.
  return routes.get('/health', (context) => {
    context.header('Cache-Control', 'no-store');
    return context.json(body);
  });
}
