import type { ReadingRequest } from '@core/features/reading-request';
import type { ReadingResponse, ReadingStreamEvent } from '@core/contract/reading';
import type { ServerEnv } from '../env';
import type { FeatureRoute } from './feature-routing';
import { FINAL_FALLBACK_TEXTS } from './final-fallbacks';
import { type Logger, silentLogger } from '../logging/logger';
import { type TextProvider, createOpenAIClient, createOpenAIProvider } from './openai-provider';
import { type CachedReading, type ReadingCache, createMemoryReadingCache } from './reading-cache';
import type { ReadingPrompt } from './prompts/reading-prompt';
import { recipeFor } from '../features/reading-recipes';
import { DEFAULT_RETRY_TIMING } from './retry-policy';
import { type GenerationTiming, runGeneration } from './run-generation';
import { SharedGeneration } from './shared-generation';

/**
 * Turns a validated reading request into a stream of our own events. Every path ends with a
 * `text-end` that names the source: the provider (`ai`), the offline composer (`offline`, no
 * key set) or the spec's fallback text (`fallback`). It never throws at its caller.
 */
export interface ReadingService {
  stream(request: ReadingRequest, signal: AbortSignal): AsyncGenerator<ReadingStreamEvent>;
  /** The whole reading at once, for `Accept: application/json`. */
  read(request: ReadingRequest, signal: AbortSignal): Promise<ReadingResponse>;
}

export interface ReadingServiceDeps {
  env: ServerEnv;
  logger?: Logger;
  /** Defaults to an in-memory LRU of READING_CACHE_SIZE readings. */
  cache?: ReadingCache;
  /** Defaults to the OpenAI SDK when OPENAI_API_KEY is set; null means offline. */
  provider?: TextProvider | null;
  /** Overrides for tests; defaults come from env. */
  timing?: Partial<GenerationTiming>;
  random?: () => number;
}

/** Once text flows, a pause this long means the stream is stuck even if the attempt budget is larger. */
const MAX_IDLE_MS = 30_000;

export function generationTimingFrom(
  env: ServerEnv,
  overrides: Partial<GenerationTiming> = {},
): GenerationTiming {
  return {
    attemptTimeoutMs: env.OPENAI_TIMEOUT_MS,
    idleTimeoutMs: Math.min(env.OPENAI_TIMEOUT_MS, MAX_IDLE_MS),
    maxRetries: env.OPENAI_MAX_RETRIES,
    deadlineMs: env.READING_DEADLINE_MS,
    ...DEFAULT_RETRY_TIMING,
    ...overrides,
  };
}

const MODEL_NAMES = {
  reasoning: (env: ServerEnv) => env.OPENAI_REASONING_MODEL,
  light: (env: ServerEnv) => env.OPENAI_LIGHT_MODEL,
} as const satisfies Record<FeatureRoute['model'], (env: ServerEnv) => string>;

/** Offline text goes out a paragraph at a time so the client's stream reader sees a stream. */
const paragraphsOf = (text: string) => text.split(/(?<=\n\n)/).filter((piece) => piece !== '');

export function createReadingService(deps: ReadingServiceDeps): ReadingService {
  const { env } = deps;
  const logger = deps.logger ?? silentLogger;
  const cache = deps.cache ?? createMemoryReadingCache(env.READING_CACHE_SIZE);
  const provider = deps.provider === undefined ? defaultProvider(env) : deps.provider;
  const timing = generationTimingFrom(env, deps.timing);
  const inFlight = new Map<string, SharedGeneration>();
  const redact = (text: string) =>
    env.OPENAI_API_KEY ? text.split(env.OPENAI_API_KEY).join('[redacted]') : text;

  if (!provider) logger.info('OPENAI_API_KEY is not set; readings come from the offline composer.');

  /**
   * The text shown when generation fails: the recipe's own (the calendar's category template)
   * when it has one and it can be written, else the route's fixed text. Worked out only when
   * needed, and once, since a template may compute a month of sky.
   */
  function fallbackFor(request: ReadingRequest): () => string {
    let settled: string | undefined;
    return () => {
      if (settled !== undefined) return settled;
      const finalText = FINAL_FALLBACK_TEXTS[recipeFor(request).route.fallback];
      const written = recipeFor(request).fallbackText;
      let text: string = finalText;
      try {
        text = written ? written(request) : finalText;
      } catch (error) {
        logger.error('The fallback template failed; using the final fallback text', {
          detail: String(error),
        });
      }
      settled = text.trim() === '' ? finalText : text;
      return settled;
    };
  }

  function start(
    provider: TextProvider,
    request: ReadingRequest,
    cacheKey: string | undefined,
  ): SharedGeneration {
    const recipe = recipeFor(request);
    const route = recipe.route;
    const fallbackText = fallbackFor(request);
    const generation = new SharedGeneration(() => forget(cacheKey, generation));
    if (cacheKey) inFlight.set(cacheKey, generation);
    const call = {
      api: route.api,
      model: MODEL_NAMES[route.model](env),
      reasoningEffort: env.OPENAI_REASONING_EFFORT,
    };
    let prompt: ReadingPrompt | undefined;
    void runGeneration({
      // Built once, inside the first attempt, so a faulty prompt builder ends in the fallback, not a broken stream.
      stream: (signal) =>
        provider.streamText({ ...call, prompt: (prompt ??= recipe.buildPrompt(request)) }, signal),
      fallbackText,
      onText: (text) => generation.push(text),
      signal: generation.signal,
      timing,
      logger,
      label: recipe.label(request),
      redact,
      ...(deps.random ? { random: deps.random } : {}),
    })
      .catch((error: unknown) => {
        logger.error('Reading generation failed unexpectedly; using the fallback text', {
          detail: redact(error instanceof Error ? error.message : String(error)),
        });
        if (generation.hasText) return { kind: 'interrupted', source: 'ai', text: '' } as const;
        generation.push(fallbackText());
        return { kind: 'fallback', source: 'fallback', text: fallbackText() } as const;
      })
      .then(async (outcome) => {
        if (outcome.kind === 'abandoned') return;
        generation.finish(
          outcome.kind === 'interrupted' ? { source: 'ai', interrupted: true } : { source: outcome.source },
        );
        // Only whole provider readings are shared; fallback and broken text must not stick.
        if (outcome.kind === 'complete' && cacheKey) await storeSafely(cacheKey, { text: outcome.text });
        forget(cacheKey, generation);
      });
    return generation;
  }

  function forget(cacheKey: string | undefined, generation: SharedGeneration) {
    if (cacheKey && inFlight.get(cacheKey) === generation) inFlight.delete(cacheKey);
  }

  async function storeSafely(key: string, value: CachedReading) {
    try {
      await cache.set(key, value);
    } catch (error) {
      logger.warn('Could not store a reading in the cache', { key, detail: String(error) });
    }
  }

  async function lookUpSafely(key: string): Promise<CachedReading | undefined> {
    try {
      return await cache.get(key);
    } catch (error) {
      logger.warn('Could not read the reading cache; generating instead', { key, detail: String(error) });
      return undefined;
    }
  }

  async function* offline(request: ReadingRequest): AsyncGenerator<ReadingStreamEvent> {
    let text: string;
    try {
      text = recipeFor(request).composeOffline(request);
    } catch (error) {
      logger.error('The offline composer failed; using the fallback text', { detail: String(error) });
      yield { type: 'text-delta', text: fallbackFor(request)() };
      yield { type: 'text-end', source: 'fallback' };
      return;
    }
    for (const paragraph of paragraphsOf(text)) yield { type: 'text-delta', text: paragraph };
    yield { type: 'text-end', source: 'offline' };
  }

  async function* stream(request: ReadingRequest, signal: AbortSignal): AsyncGenerator<ReadingStreamEvent> {
    if (!provider) {
      yield* offline(request);
      return;
    }
    const recipe = recipeFor(request);
    const cacheKey = recipe.route.cacheable ? recipe.cacheKey?.(request) : undefined;
    if (!cacheKey) {
      yield* start(provider, request, undefined).listen(signal);
      return;
    }
    // Join a generation already under way before touching the (possibly remote) cache.
    const running = inFlight.get(cacheKey);
    if (running) {
      yield* running.listen(signal);
      return;
    }
    const cached = await lookUpSafely(cacheKey);
    if (cached) {
      yield { type: 'text-delta', text: cached.text };
      yield { type: 'text-end', source: 'ai' };
      return;
    }
    yield* (inFlight.get(cacheKey) ?? start(provider, request, cacheKey)).listen(signal);
  }

  async function read(request: ReadingRequest, signal: AbortSignal): Promise<ReadingResponse> {
    let text = '';
    for await (const event of stream(request, signal)) {
      if (event.type === 'text-delta') text += event.text;
      if (event.type === 'text-end')
        return { text, source: event.source, ...(event.interrupted ? { interrupted: true } : {}) };
    }
    // Only reached when the client left; nobody reads this answer.
    return { text, source: 'ai', interrupted: true };
  }

  return { stream, read };
}

function defaultProvider(env: ServerEnv): TextProvider | null {
  const client = createOpenAIClient(env);
  return client ? createOpenAIProvider(client) : null;
}
