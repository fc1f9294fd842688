import { Hono } from 'hono';
import type { HealthResponse } from '@core/contract/health';
import type { ServerEnv } from '../env';
import { describeProvider } from '../generation/provider-description';

/** `GET /api/health`: is a provider configured, and which models would answer. */
export function createHealthRoutes(env: ServerEnv): Hono {
  const body: HealthResponse = { status: 'ok', provider: describeProvider(env) };
  return new Hono().get('/health', (context) => {
    context.header('Cache-Control', 'no-store');
    return context.json(body);
  });
}
