import { z } from './zod-mini';

/**
 * `GET /api/health`. The public answer says only whether a provider is configured; which server
 * and models are in use is operator detail, shown when HEALTH_DETAILS=true.
 */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  provider: z.object({
    configured: z.boolean(),
    /** Origin of the OpenAI-compatible server in use (never the key); with HEALTH_DETAILS only. */
    baseUrl: z.optional(z.nullable(z.string())),
    models: z.optional(z.object({ reasoning: z.string(), light: z.string() })),
    reasoningEffort: z.optional(z.string()),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
