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
 * TRUST_PROXY: how many reverse proxies you run in front of the server, each appending the
 * address it received the request from to X-Forwarded-For. `true` (the old switch) means one;
 * `false`, `0` or nothing means none (the socket's address is the client).
 */
const MAX_PROXY_HOPS = 10;
const proxyHops = z
  .string()
  .optional()
  .transform((value, context) => {
    const text = (value ?? '').trim().toLowerCase();
    if (['', 'false', 'no', 'off'].includes(text)) return 0;
    if (['true', 'yes', 'on'].includes(text)) return 1;
    const hops = /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
    if (hops <= MAX_PROXY_HOPS) return hops;
    context.addIssue({
      code: 'custom',
      message: `must be how many proxies you run in front of the server (0 to ${MAX_PROXY_HOPS}; true means 1, false means 0), not "${text.slice(0, 40)}"`,
    });
    return z.NEVER;
  });

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
  /**
   * The moderation model that screens chat messages before a reply (ADR 0018); `off` skips the
   * endpoint and asks the light model to classify instead, as happens by itself when the
   * provider has no /moderations.
   */
  OPENAI_MODERATION_MODEL: z.string().trim().min(1).default('omni-moderation-latest'),
  /** The whole safety check's budget in milliseconds, moderation and classification together. */
  SAFETY_CHECK_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(6_000),
  /** Per-attempt provider timeout in milliseconds. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(300_000).default(60_000),
  /** One total deadline per reading, shared by every attempt and retry wait, then the fallback text. */
  READING_DEADLINE_MS: z.coerce.number().int().min(1_000).max(600_000).default(90_000),
  /** Retries after the first attempt for retryable faults (429, 5xx, network). */
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** How many readings the in-memory cache keeps. */
  READING_CACHE_SIZE: z.coerce.number().int().min(0).max(100_000).default(2_000),
  /**
   * How many bytes of text the in-memory reading cache holds (64 MiB); each of the route's two
   * memories of recent answers holds up to a quarter of it.
   */
  READING_CACHE_MAX_BYTES: z.coerce
    .number({ message: 'must be a number of bytes, such as 67108864 for 64 MiB' })
    .int()
    .min(1_048_576, { message: 'must be at least 1048576 (1 MiB)' })
    .max(17_179_869_184, { message: 'must be at most 17179869184 (16 GiB)' })
    .default(67_108_864),
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
  /**
   * Behind reverse proxies you control: how many (the client address is read from the right of
   * X-Forwarded-For, past that many hops; the host from X-Forwarded-Host).
   */
  TRUST_PROXY: proxyHops,
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
  /**
   * New shared generations (a reading nobody has cached yet) per client: a burst, then a rate.
   * Past it the reading comes from the offline composer; cached readings stay unlimited.
   */
  GENERATION_LIMIT_BURST: z.coerce
    .number({ message: 'must be a whole number of new readings, such as 30' })
    .int({ message: 'must be a whole number of new readings, such as 30' })
    .min(1, { message: 'must be at least 1 (one new reading at once)' })
    .max(10_000)
    .default(30),
  GENERATION_LIMIT_PER_MINUTE: z.coerce
    .number({ message: 'must be a number of new readings per minute, such as 20' })
    .min(0.1, { message: 'must be at least 0.1 (one new reading every ten minutes)' })
    .max(10_000)
    .default(20),
  /**
   * Provider calls started per minute in all (one budget for every instance sharing REDIS_URL);
   * past it readings come from the offline composer until the next minute.
   */
  PROVIDER_CALLS_PER_MINUTE: z.coerce
    .number({ message: 'must be a whole number of provider calls per minute, such as 600' })
    .int()
    .min(1)
    .max(1_000_000)
    .default(600),
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
