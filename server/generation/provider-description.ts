import type { HealthResponse } from '@core/contract/health';
import type { ServerEnv } from '../env';
import { redactUrl } from './provider-url';

/** The SDK's default when OPENAI_BASE_URL is not set. */
const OPENAI_ORIGIN = 'https://api.openai.com';

/**
 * What the health route may say about the provider: whether a key is set and, for operators
 * (HEALTH_DETAILS=true), which server and models are in use. The base URL is shown redacted
 * (scheme, host, port and path: no credentials, query or fragment), and never the key.
 */
export function describeProvider(env: ServerEnv): HealthResponse['provider'] {
  const configured = Boolean(env.OPENAI_API_KEY);
  if (!env.HEALTH_DETAILS) return { configured };
  const baseUrl = env.OPENAI_BASE_URL ? redactUrl(env.OPENAI_BASE_URL) : configured ? OPENAI_ORIGIN : null;
  return {
    configured,
    baseUrl,
    models: { reasoning: env.OPENAI_REASONING_MODEL, light: env.OPENAI_LIGHT_MODEL },
    reasoningEffort: env.OPENAI_REASONING_EFFORT,
  };
}
