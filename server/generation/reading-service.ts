import type { ReadingRequest } from '@core/features/reading-request';
import type { ReadingResponse, ReadingStreamEvent } from '@core/contract/reading';
import type { ServerEnv } from '../env';
import { type FeatureRoute, replyCharCeiling } from '@core/compose/feature-route';
import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import { type Logger, silentLogger } from '../logging/logger';
import { type TextProvider, createOpenAIClient, createOpenAIProvider } from './openai-provider';
import { randomUUID } from 'node:crypto';
import { createMemoryStore } from '../store/memory-store';
import { offlineCacheKey } from './offline-cache-key';
import type { SharedStore } from '../store/shared-store';
import { type ProviderGuard, createProviderGuard } from './provider-guard';
import type { ReadingPrompt } from '@core/compose/prompt/reading-prompt';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import { recipeFor } from '@core/features/reading-recipes';
import { DEFAULT_RETRY_TIMING } from './retry-policy';
import { type GenerationOutcome, type GenerationTiming, runGeneration } from './run-generation';
import { SharedGeneration } from './shared-generation';
import { OFFLINE_NOTES, type ProviderBudgetStatus, type SpendBound, createSpendBounds } from './spend-bounds';
import { memoryStoreOptionsFrom } from '../store/create-store';
import { screenForCrisis } from './safety/crisis-screen';
import { type SafetyCheck, createProviderSafetyCheck } from './safety/provider-safety-check';

/**
 * Turns a validated reading request into a stream of our own events. Every path ends with a
 * `text-end` that names the source: the provider (`ai`), the offline composer (`offline`, no
 * key set) or the spec's fallback text (`fallback`). It never throws at its caller.
 */
export interface ReadingService {
  stream(
    request: ReadingRequest,
    signal: AbortSignal,
    caller?: ReadingCaller,
  ): AsyncGenerator<ReadingStreamEvent>;
  /** The whole reading at once, for `Accept: application/json`. */
  read(request: ReadingRequest, signal: AbortSignal, caller?: ReadingCaller): Promise<ReadingResponse>;
  /** The provider budget and its use this minute (spend-bounds.ts). */
  providerBudget(): Promise<ProviderBudgetStatus>;
  /**
   * True when no provider is configured: every reading is written here (offline composer,
   * immediate help) and nothing arrives over time, so a route may send its events in one body.
   */
  readonly writesEverythingHere?: boolean;
}

/** Who asks for a reading, for the bounds on what one visitor may cost (spend-bounds.ts). */
export interface ReadingCaller {
  /** The client's address group (clientAddress): its limit on new shared generations. */
  client?: string;
  /**
   * Told when the reading is written offline because a bound was reached: such a reading is not
   * what the cache holds, so the route must not remember it as the answer to its request.
   */
  onSpendBound?: (bound: SpendBound) => void;
}

export interface ReadingServiceDeps {
  env: ServerEnv;
  logger?: Logger;
  /** Cache, single-flight locks, limits, budget; defaults to memory (READING_CACHE_SIZE, _MAX_BYTES). */
  store?: SharedStore;
  /** Concurrency ceiling and circuit breaker; defaults from env. */
  guard?: ProviderGuard;
  /** Defaults to the OpenAI SDK when OPENAI_API_KEY is set; null means offline. */
  provider?: TextProvider | null;
  /** The provider's look at a chat message before a reply; from env with the provider, null offline. */
  safetyCheck?: SafetyCheck | null;
  /** Overrides for tests; defaults come from env. */
  timing?: Partial<GenerationTiming>;
  random?: () => number;
}

/** Once text flows, a pause this long means the stream is stuck even if the attempt budget is larger. */
const MAX_IDLE_MS = 30_000;
/** Cached readings are keyed by date, so two days covers the visitor's ±1 day window. */
const READING_TTL_MS = 48 * 3_600_000;
/** How often an instance waiting on another instance's generation looks for the result. */
const PEER_POLL_MS = 150;
/** A provider call that waits this long for a free slot falls back instead. */
const QUEUE_TIMEOUT_MS = 10_000;

/**
 * The recipe's immediate reply (the chat's crisis answer), if it has one for this request. A
 * recipe whose check throws gets the usual path rather than a broken stream.
 */
export function immediateReplyOf(request: ReadingRequest): string | undefined {
  let reply: string | undefined;
  try {
    reply = recipeFor(request).immediateReply?.(request);
  } catch {
    // The provider prompt carries the same care rule, so the usual path is still safe.
    return undefined;
  }
  return reply === undefined || reply.trim() === '' ? undefined : reply;
}

/**
 * Keys already worked out, per validated request: the route and the service each ask for the
 * key of every request, and a cached reading is cheap enough for that to show.
 */
const cacheKeys = new WeakMap<ReadingRequest, string | undefined>();

/** The key a reading is shared under, or undefined when it is personal and never cached. */
export function cacheKeyOf(request: ReadingRequest): string | undefined {
  if (cacheKeys.has(request)) return cacheKeys.get(request);
  const recipe = recipeFor(request);
  const key = recipe.route.cacheable ? recipe.cacheKey?.(request) : undefined;
  cacheKeys.set(request, key);
  return key;
}

/**
 * The timing one feature's generation runs with: its recipe's fixed schedule when the spec
 * gives one (a test may shorten the step through the service's timing), else the service's.
 */
export function timingFor(recipe: ReadingRecipe<ReadingRequest>, timing: GenerationTiming): GenerationTiming {
  const { linearBackoffStepMs: stepOverride, ...serviceTiming } = timing;
  if (!recipe.retry) return serviceTiming;
  return {
    ...serviceTiming,
    maxRetries: recipe.retry.attempts - 1,
    linearBackoffStepMs: stepOverride ?? recipe.retry.backoffStepMs,
  };
}

export function providerGuardFrom(env: ServerEnv): ProviderGuard {
  return createProviderGuard({
    maxConcurrent: env.PROVIDER_MAX_CONCURRENCY,
    queueTimeoutMs: QUEUE_TIMEOUT_MS,
    failureThreshold: env.CIRCUIT_FAILURE_THRESHOLD,
    openMs: env.CIRCUIT_OPEN_MS,
  });
}

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
  const store = deps.store ?? createMemoryStore(memoryStoreOptionsFrom(env));
  const guard = deps.guard ?? providerGuardFrom(env);
  const spend = createSpendBounds({ env, store, logger });
  const provider = deps.provider === undefined ? defaultProvider(env) : deps.provider;
  const safetyCheck = deps.safetyCheck === undefined ? defaultSafetyCheck(env, logger) : deps.safetyCheck;
  const timing = generationTimingFrom(env, deps.timing);
  const inFlight = new Map<string, SharedGeneration>();
  /** Names this instance's locks in the shared store. */
  const instanceId = randomUUID();
  const lockTtlMs = env.READING_DEADLINE_MS + 10_000;
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
      const { fallbackLog } = recipeFor(request);
      if (fallbackLog) logger.error(fallbackLog, { reading: recipeFor(request).label(request) });
      const finalText = FALLBACK_TEXTS[recipeFor(request).route.fallback];
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

  /** The recipe's text for an empty reply, if it has one; a failing one gives way to the fallback. */
  function emptyReplyFor(request: ReadingRequest, fallbackText: () => string): (() => string) | undefined {
    const written = recipeFor(request).emptyReplyText;
    if (!written) return undefined;
    return () => {
      try {
        const text = written(request);
        if (text.trim() !== '') return text;
      } catch (error) {
        logger.error('The empty-reply template failed; using the fallback text', { detail: String(error) });
      }
      return fallbackText();
    };
  }

  /**
   * Starts one provider generation that listeners can join. `lockOwner` is set when this
   * instance took the shared single-flight lock for `cacheKey`; it is released at the end.
   */
  function start(
    provider: TextProvider,
    request: ReadingRequest,
    cacheKey: string | undefined,
    lockOwner?: string,
  ): SharedGeneration {
    const recipe = recipeFor(request);
    const route = recipe.route;
    const fallbackText = fallbackFor(request);
    const emptyReplyText = emptyReplyFor(request, fallbackText);
    // A shared reading, once started, is finished and cached even if its visitors all leave.
    const generation = new SharedGeneration(() => forget(cacheKey, generation), {
      outlivesListeners: cacheKey !== undefined,
    });
    if (cacheKey) inFlight.set(cacheKey, generation);
    const call = {
      api: route.api,
      model: MODEL_NAMES[route.model](env),
      reasoningEffort: env.OPENAI_REASONING_EFFORT,
      maxOutputTokens: route.maxOutputTokens,
    };
    let prompt: ReadingPrompt | undefined;

    const generate = async (): Promise<GenerationOutcome> => {
      const admission = await guard.admit(generation.signal);
      if (!admission.granted) {
        if (generation.signal.aborted) return { kind: 'abandoned' };
        logger.warn(
          admission.reason === 'circuit-open'
            ? 'The provider keeps failing (circuit open); serving the fallback without calling it'
            : 'Too many provider calls at once; serving the fallback',
          { reading: recipe.label(request) },
        );
        const text = fallbackText();
        generation.push(text);
        return { kind: 'fallback', source: 'fallback', text };
      }
      let outcome: GenerationOutcome = { kind: 'abandoned' };
      try {
        outcome = await runGeneration({
          // Built once, inside the first attempt, so a faulty prompt builder ends in the fallback, not a broken stream.
          stream: (signal) =>
            provider.streamText({ ...call, prompt: (prompt ??= recipe.buildPrompt(request)) }, signal),
          fallbackText,
          ...(emptyReplyText ? { emptyReplyText } : {}),
          onText: (text) => generation.push(text),
          maxTextChars: replyCharCeiling(route),
          signal: generation.signal,
          timing: timingFor(recipe, timing),
          logger,
          label: recipe.label(request),
          redact,
          ...(deps.random ? { random: deps.random } : {}),
        });
        return outcome;
      } finally {
        admission.release(
          outcome.kind === 'complete' ? 'success' : outcome.kind === 'abandoned' ? 'abandoned' : 'failure',
        );
      }
    };

    void generate()
      .catch((error: unknown): GenerationOutcome => {
        logger.error('Reading generation failed unexpectedly; using the fallback text', {
          detail: redact(error instanceof Error ? error.message : String(error)),
        });
        if (generation.hasText) return { kind: 'interrupted', source: 'ai', text: '' };
        generation.push(fallbackText());
        return { kind: 'fallback', source: 'fallback', text: fallbackText() };
      })
      .then(async (outcome) => {
        if (outcome.kind !== 'abandoned') {
          generation.finish(
            outcome.kind === 'interrupted' ? { source: 'ai', interrupted: true } : { source: outcome.source },
          );
          // Only whole provider readings are shared; fallback and broken text must not stick.
          if (outcome.kind === 'complete' && cacheKey) await storeSafely(cacheKey, outcome.text);
          forget(cacheKey, generation);
        }
        if (cacheKey && lockOwner) await store.releaseLock(cacheKey, lockOwner).catch(() => undefined);
      });
    return generation;
  }

  function forget(cacheKey: string | undefined, generation: SharedGeneration) {
    if (cacheKey && inFlight.get(cacheKey) === generation) inFlight.delete(cacheKey);
  }

  async function storeSafely(key: string, text: string) {
    try {
      await store.putReading(key, text, READING_TTL_MS);
    } catch (error) {
      logger.warn('Could not store a reading in the cache', { key, detail: String(error) });
    }
  }

  async function lookUpSafely(key: string): Promise<string | undefined> {
    try {
      return await store.getReading(key);
    } catch (error) {
      logger.warn('Could not read the reading cache; generating instead', { key, detail: String(error) });
      return undefined;
    }
  }

  /**
   * The offline composer's reading. It is a pure function of the request, so a shareable one is
   * composed once and then read from the store (memory or Redis) like a provider reading:
   * without this, every visitor's request recomputed the same text and sky. A cached text goes
   * out whole, as a cached provider reading does; a fresh one a paragraph at a time.
   */
  async function* offline(request: ReadingRequest): AsyncGenerator<ReadingStreamEvent> {
    const shared = cacheKeyOf(request);
    const cacheKey = shared === undefined ? undefined : offlineCacheKey(shared, request);
    const cached = cacheKey ? await lookUpSafely(cacheKey) : undefined;
    if (cached !== undefined) {
      yield { type: 'text-delta', text: cached };
      yield { type: 'text-end', source: 'offline' };
      return;
    }
    let text: string;
    try {
      text = recipeFor(request).composeOffline(request);
    } catch (error) {
      logger.error('The offline composer failed; using the fallback text', { detail: String(error) });
      yield { type: 'text-delta', text: fallbackFor(request)() };
      yield { type: 'text-end', source: 'fallback' };
      return;
    }
    if (cacheKey) await storeSafely(cacheKey, text);
    for (const paragraph of paragraphsOf(text)) yield { type: 'text-delta', text: paragraph };
    yield { type: 'text-end', source: 'offline' };
  }

  async function* stream(
    request: ReadingRequest,
    signal: AbortSignal,
    caller: ReadingCaller = {},
  ): AsyncGenerator<ReadingStreamEvent> {
    const immediate = immediateReplyOf(request);
    if (immediate !== undefined) {
      logger.info('Answered at once without the provider', { reading: recipeFor(request).label(request) });
      yield* helpLines(immediate);
      return;
    }
    const screened = recipeFor(request).screenText?.(request);
    if (screened !== undefined) {
      const help = await screenForCrisis(screened, provider ? safetyCheck : null, signal, logger);
      if (help) {
        yield* helpLines(help.reply);
        return;
      }
    }
    if (!provider) {
      yield* offline(request);
      return;
    }
    const cacheKey = cacheKeyOf(request);
    if (!cacheKey) {
      // The route's per-client limit has counted this personal reading; the budget is left.
      const bound = await spend.admit(undefined);
      if (bound) yield* offlineBecause(bound, request, caller);
      else yield* start(provider, request, undefined).listen(signal);
      return;
    }
    // Join a generation already under way before touching the (possibly remote) cache.
    const running = inFlight.get(cacheKey);
    if (running) {
      yield* running.listen(signal);
      return;
    }
    yield* fromCacheOrGenerate(provider, request, cacheKey, signal, caller);
  }

  /**
   * The offline composer's reading for a request a spend bound keeps from the provider, with a
   * line saying why: the visitor still gets a real reading, and knows it was written offline.
   */
  async function* offlineBecause(
    bound: SpendBound,
    request: ReadingRequest,
    caller: ReadingCaller,
  ): AsyncGenerator<ReadingStreamEvent> {
    caller.onSpendBound?.(bound);
    for await (const event of offline(request)) {
      if (event.type === 'text-end' && event.source === 'offline')
        yield { type: 'text-delta', text: `\n\n${OFFLINE_NOTES[bound]}` };
      yield event;
    }
  }

  /**
   * A cacheable reading nobody on this instance is writing: from the shared cache, or written
   * here under the shared single-flight lock, or, when another instance holds the lock, its
   * result once it lands in the cache (so many visitors on many instances cost one call).
   */
  async function* fromCacheOrGenerate(
    provider: TextProvider,
    request: ReadingRequest,
    cacheKey: string,
    signal: AbortSignal,
    caller: ReadingCaller,
  ): AsyncGenerator<ReadingStreamEvent> {
    const giveUpAt = Date.now() + env.READING_DEADLINE_MS;
    while (!signal.aborted) {
      const cached = await lookUpSafely(cacheKey);
      if (cached) {
        yield { type: 'text-delta', text: cached };
        yield { type: 'text-end', source: 'ai' };
        return;
      }
      const running = inFlight.get(cacheKey);
      if (running) {
        yield* running.listen(signal);
        return;
      }
      const owner = `${instanceId}:${randomUUID()}`;
      if (await acquireSafely(cacheKey, owner)) {
        // Re-checked under the lock: the previous holder may have just stored its reading.
        const landed = await lookUpSafely(cacheKey);
        if (landed) {
          await store.releaseLock(cacheKey, owner).catch(() => undefined);
          continue;
        }
        const joined = inFlight.get(cacheKey);
        // A new generation is what costs: the visitor's limit and the budget are asked first.
        const bound = joined || signal.aborted ? undefined : await spend.admit(caller.client);
        if (bound || signal.aborted) {
          await store.releaseLock(cacheKey, owner).catch(() => undefined);
          if (bound) yield* offlineBecause(bound, request, caller);
          return;
        }
        yield* (joined ?? start(provider, request, cacheKey, owner)).listen(signal);
        return;
      }
      if (Date.now() >= giveUpAt) break;
      await pause(PEER_POLL_MS, signal);
    }
    if (signal.aborted) return;
    logger.warn('Another instance did not finish a shared reading in time; serving the fallback', {
      reading: recipeFor(request).label(request),
    });
    yield { type: 'text-delta', text: fallbackFor(request)() };
    yield { type: 'text-end', source: 'fallback' };
  }

  async function acquireSafely(key: string, owner: string): Promise<boolean> {
    try {
      return await store.acquireLock(key, owner, lockTtlMs);
    } catch (error) {
      // Without the shared lock this instance still dedupes its own visitors (inFlight).
      logger.warn('Could not take the single-flight lock; generating on this instance', {
        key,
        detail: String(error),
      });
      return true;
    }
  }

  async function read(
    request: ReadingRequest,
    signal: AbortSignal,
    caller: ReadingCaller = {},
  ): Promise<ReadingResponse> {
    let text = '';
    for await (const event of stream(request, signal, caller)) {
      if (event.type === 'text-delta') text += event.text;
      if (event.type === 'text-end')
        return {
          text,
          source: event.source,
          ...(event.interrupted ? { interrupted: true } : {}),
          ...(event.crisis ? { crisis: true } : {}),
        };
    }
    // Only reached when the client left; nobody reads this answer.
    return { text, source: 'ai', interrupted: true };
  }

  return { stream, read, providerBudget: () => spend.status(), writesEverythingHere: !provider };
}

/**
 * The help lines for a message that signals a crisis: no provider call, never cached, marked so
 * the browser keeps neither the message nor this reply.
 */
async function* helpLines(text: string): AsyncGenerator<ReadingStreamEvent> {
  for (const paragraph of paragraphsOf(text)) yield { type: 'text-delta', text: paragraph };
  yield { type: 'text-end', source: 'offline', crisis: true };
}

/** Waits, but wakes early when the visitor leaves. */
function pause(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, milliseconds);
    signal.addEventListener('abort', done, { once: true });
  });
}

function defaultSafetyCheck(env: ServerEnv, logger: Logger): SafetyCheck | null {
  const client = createOpenAIClient(env);
  if (!client) return null;
  return createProviderSafetyCheck(client, {
    moderationModel: env.OPENAI_MODERATION_MODEL === 'off' ? null : env.OPENAI_MODERATION_MODEL,
    classifierModel: env.OPENAI_LIGHT_MODEL,
    timeoutMs: env.SAFETY_CHECK_TIMEOUT_MS,
    logger,
  });
}

function defaultProvider(env: ServerEnv): TextProvider | null {
  const client = createOpenAIClient(env);
  return client ? createOpenAIProvider(client) : null;
}
