import { z } from 'zod';

/**
 * Server configuration, parsed once at boot. The provider key is optional: without it the
 * app runs on the offline composer. A malformed value is an error that says how to fix it.
 * The OpenAI variables keep the SDK's own names so any OpenAI-compatible server works.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** "true"/"1"/"yes" switch a flag on; anything else (or nothing) leaves it off. */
const booleanFlag = z
  .string()
  .optional()
  .transform((value) => ['true', '1', 'yes'].includes((value ?? '').trim().toLowerCase()));

/**
 * The Responses API's reasoning efforts (openapi.yaml `ReasoningEffort`), plus `off`: send no
 * `reasoning` field at all, for compatible servers or models that reject it.
 */
export const REASONING_EFFORTS = ['off', 'none', 'minimal', 'low', 'medium', 'high', 'xhigh', 'max'] as const;

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  OPENAI_API_KEY: optionalText.refine((key) => key === undefined || !/\s/.test(key), {
    message: 'must not contain spaces or line breaks (check the quotes in your .env)',
  }),
  OPENAI_BASE_URL: optionalText.pipe(
    z.url({ message: 'must be a full URL such as https://api.openai.com/v1' }).optional(),
  ),
  /** The reasoning-capable model used through the Responses API (spec §7). */
  OPENAI_REASONING_MODEL: z.string().trim().min(1).default('gpt-5-mini'),
  /** The lighter chat model used through Chat Completions (tarot, well-being). */
  OPENAI_LIGHT_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  OPENAI_REASONING_EFFORT: z.enum(REASONING_EFFORTS).default('high'),
  /** Per-attempt provider timeout in milliseconds. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(60_000),
  /** One total deadline per reading, shared by every attempt and retry wait, then the fallback text. */
  READING_DEADLINE_MS: z.coerce.number().int().min(1_000).max(600_000).default(90_000),
  /** Retries after the first attempt for retryable faults (429, 5xx, network). */
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** How many readings the in-memory cache keeps. */
  READING_CACHE_SIZE: z.coerce.number().int().min(0).max(100_000).default(2_000),
  /** Origins besides the app's own that may request readings, comma-separated (e.g. a separate front end). */
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((origin) => origin.trim().toLowerCase().replace(/\/$/, ''))
        .filter(Boolean),
    ),
  /** Behind a reverse proxy you control: read the client address and host from X-Forwarded-*. */
  TRUST_PROXY: booleanFlag,
  /** Show the provider's origin and models on /api/health (operator detail; off for the public). */
  HEALTH_DETAILS: booleanFlag,
  /** Send HSTS with includeSubDomains: only when every subdomain is served over HTTPS. */
  HSTS_INCLUDE_SUBDOMAINS: booleanFlag,
  /** Shared store for several instances (cache, single-flight, rate limits); memory when empty. */
  REDIS_URL: optionalText.pipe(
    z
      .url({ message: 'must be a Redis URL such as redis://127.0.0.1:6379' })
      .refine((url) => /^rediss?:/.test(url), { message: 'must start with redis:// or rediss://' })
      .optional(),
  ),
  /** Uncacheable readings (birth charts, chats) per client: a burst, then a sustained rate. */
  RATE_LIMIT_BURST: z.coerce.number().int().min(1).max(10_000).default(20),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().min(0.1).max(10_000).default(10),
  /** Provider calls running at once on this instance; more wait briefly, then fall back. */
  PROVIDER_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(32),
  /** Readings that failed in a row before the circuit opens, and how long it stays open. */
  CIRCUIT_FAILURE_THRESHOLD: z.coerce.number().int().min(1).max(1_000).default(5),
  CIRCUIT_OPEN_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info', 'debug']).default('info'),
});

export type ServerEnv = z.infer<typeof envSchema>;

export class InvalidConfigurationError extends Error {
  constructor(details: string) {
    super(`Invalid server configuration. Fix these environment variables (see .env.example):\n${details}`);
    this.name = 'InvalidConfigurationError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues
    .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    .join('\n');
  throw new InvalidConfigurationError(details);
}
