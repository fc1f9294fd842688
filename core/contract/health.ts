import { z } from './zod-mini';

/**
 * `GET /api/health`. The public answer says only whether a provider is configured; which server
 * and models are in use is operator detail, shown when HEALTH_DETAILS=true.
 */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  provider: z.object({
    configured: z.boolean(),
    /** The OpenAI-compatible server in use, redacted (no credentials, query or fragment; never the key); with HEALTH_DETAILS only. */
    baseUrl: z.optional(z.nullable(z.string())),
    models: z.optional(z.object({ reasoning: z.string(), light: z.string() })),
    reasoningEffort: z.optional(z.string()),
  }),
  /**
   * The provider budget and the per-client limit on new generations, and how much of them is in
   * use (ADR 0017); with HEALTH_DETAILS only.
   */
  budget: z.optional(
    z.object({
      providerCallsPerMinute: z.number(),
      /** Started in the current minute, by every instance when they share Redis. */
      providerCallsThisMinute: z.number(),
      renewsInSeconds: z.number(),
      sharedAcrossInstances: z.boolean(),
      generationLimit: z.object({ burst: z.number(), perMinute: z.number() }),
      /** Readings this instance wrote offline because a bound was reached, since it started. */
      servedOfflineSinceStart: z.object({ clientLimit: z.number(), budget: z.number() }),
    }),
  ),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
