import type { HealthResponse } from '@core/contract/health';
import type { ServerEnv } from '../env';

/** The SDK's default when OPENAI_BASE_URL is not set. */
const OPENAI_ORIGIN = 'https://api.openai.com';

/**
 * What the health route may say about the provider: whether a key is set and, for operators
 * (HEALTH_DETAILS=true), which server and models are in use. Only the origin of the base URL is
 * shown (a URL can carry credentials), and never the key.
 */
export function describeProvider(env: ServerEnv): HealthResponse['provider'] {
  const configured = Boolean(env.OPENAI_API_KEY);
  if (!env.HEALTH_DETAILS) return { configured };
  const baseUrl = env.OPENAI_BASE_URL
    ? new URL(env.OPENAI_BASE_URL).origin
    : configured
      ? OPENAI_ORIGIN
      : null;
  return {
    configured,
    baseUrl,
    models: { reasoning: env.OPENAI_REASONING_MODEL, light: env.OPENAI_LIGHT_MODEL },
    reasoningEffort: env.OPENAI_REASONING_EFFORT,
  };
}
