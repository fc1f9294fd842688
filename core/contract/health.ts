import { z } from './zod-mini';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  provider: z.object({
    configured: z.boolean(),
    /** Host of the OpenAI-compatible server in use (never the key). */
    baseUrl: z.nullable(z.string()),
    models: z.object({ reasoning: z.string(), light: z.string() }),
    reasoningEffort: z.string(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
