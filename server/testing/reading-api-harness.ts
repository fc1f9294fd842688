import { type ApiError, readingResponseSchema } from '@core/contract/reading';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { type ServerEnv, parseEnv } from '../env';
import type { ProviderGuard } from '../generation/provider-guard';
import type { GenerationTiming } from '../generation/run-generation';
import type { Logger } from '../logging/logger';
import { createReadingRoutes } from '../routes/readings';
import { type FakeOpenAI, type FakeOpenAIOptions, startFakeOpenAI } from './fake-openai';
import { serveOnLoopback } from './serve-on-loopback';

/**
 * The setup every API test of `POST /api/readings` shares: the fake provider for the whole
 * file, a fresh reading router on loopback per test (so caches and limits never leak between
 * tests), and the requests and checks the tests make against it.
 *
 * Call it once at the top level of a test file; it registers its own vitest hooks.
 */
export interface ReadingApiHarnessOptions extends FakeOpenAIOptions {
  /** The server's clock: "today" in the tests' requests must be within a day of it. */
  now: Date;
  /** This file's settings over the harness defaults (a test's own settings go over these). */
  env?: Partial<ServerEnv>;
  /** This file's retry and timeout pauses over the fast defaults. */
  timing?: Partial<GenerationTiming>;
}

export const HARNESS_API_KEY = 'sk-test-reading-api-7d31';

/**
 * Short enough that a fault scenario ends in its fallback within a test's time; the timeout
 * sits below the env schema's production minimum on purpose, hence no parseEnv for it.
 */
const FAST_ENV: Partial<ServerEnv> = { OPENAI_TIMEOUT_MS: 2_000, OPENAI_MAX_RETRIES: 0 };
const FAST_TIMING: Partial<GenerationTiming> = { backoffBaseMs: 5, backoffMaxMs: 20, idleTimeoutMs: 1_000 };

export interface ProviderMessage {
  role: string;
  content: string;
}
/** What our provider sends to `/v1/responses`, as far as the tests look. */
export interface ResponsesBody {
  model: string;
  reasoning?: unknown;
  stream?: boolean;
  input: ProviderMessage[];
}
/** What our provider sends to `/v1/chat/completions`, as far as the tests look. */
export interface ChatCompletionsBody {
  model: string;
  max_tokens: number;
  temperature: number;
  stream: boolean;
  messages: ProviderMessage[];
}

export interface PostOptions {
  /** `application/json` unless told: the whole reading as one JSON body. */
  accept?: string;
  signal?: AbortSignal;
}

export interface StartApiOptions {
  timing?: Partial<GenerationTiming>;
  logger?: Logger;
  /** This router's clock over the file's (for table-driven files whose rows read different days). */
  now?: Date;
  /** A provider guard of the test's own (one with a clock the test moves). */
  guard?: ProviderGuard;
}

export function readingApiHarness({
  now,
  env: fileEnv,
  timing: fileTiming,
  ...fakeOptions
}: ReadingApiHarnessOptions) {
  let started: FakeOpenAI | undefined;
  const running: (() => Promise<void>)[] = [];
  const current = (): FakeOpenAI => {
    if (!started)
      throw new Error('The fake provider runs only inside tests and hooks (it starts in beforeAll).');
    return started;
  };

  beforeAll(async () => {
    started = await startFakeOpenAI(fakeOptions);
  });
  afterAll(() => current().close());
  beforeEach(() => current().reset());
  afterEach(async () => {
    await Promise.all(running.splice(0).map((close) => close()));
  });

  /** Stands for the fake provider from the first test on, so files can name it at the top level. */
  const fake: FakeOpenAI = {
    get url() {
      return current().url;
    },
    get requests() {
      return current().requests;
    },
    get calls() {
      return current().calls;
    },
    get moderationInputs() {
      return current().moderationInputs;
    },
    setScenario: (script) => current().setScenario(script),
    setModeration: (moderation) => current().setModeration(moderation),
    reset: () => current().reset(),
    close: () => current().close(),
  };

  /** A reading router of its own on loopback, pointed at the fake; answers its readings URL. */
  async function startApi(env: Partial<ServerEnv> = {}, options: StartApiOptions = {}): Promise<string> {
    const serverEnv: ServerEnv = {
      ...parseEnv({ LOG_LEVEL: 'silent' }),
      OPENAI_API_KEY: HARNESS_API_KEY,
      OPENAI_BASE_URL: fake.url,
      ...FAST_ENV,
      ...fileEnv,
      ...env,
    };
    const timing = { ...FAST_TIMING, ...fileTiming, ...options.timing };
    const routes = createReadingRoutes({
      env: serverEnv,
      now: () => options.now ?? now,
      timing,
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.guard ? { guard: options.guard } : {}),
    });
    const { origin, close } = await serveOnLoopback(new Hono().route('/api', routes));
    running.push(close);
    return `${origin}/api/readings`;
  }

  /** A text body goes as it is (for malformed JSON); anything else as JSON. */
  const post = (url: string, body: unknown, { accept = 'application/json', signal }: PostOptions = {}) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });

  /** A 200 whose body is a valid reading response. */
  async function jsonReading(url: string, body: unknown) {
    const response = await post(url, body);
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    return readingResponseSchema.parse(await response.json());
  }

  /** A 400 with the API's error body. */
  async function rejected(url: string, body: unknown) {
    const response = await post(url, body);
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(400);
    return (await response.json()) as ApiError;
  }

  const responsesBody = (index = 0) => fake.requests[index]?.body as ResponsesBody;
  /** The Responses API message at `position` of request `index`; empty when there is none. */
  const messageAt = (position: number, index: number) =>
    (fake.requests[index]?.body as ResponsesBody | undefined)?.input[position]?.content ?? '';

  return {
    fake,
    startApi,
    /** The same router without a key: the offline composer writes every reading. */
    startOfflineApi: () => startApi({ OPENAI_API_KEY: undefined }),
    /** For files that only ever post to the router they start: its poster instead of its URL. */
    startPoster: async (env: Partial<ServerEnv> = {}) => {
      const url = await startApi(env);
      return (body: unknown, accept = 'application/json') => post(url, body, { accept });
    },
    post,
    jsonReading,
    rejected,
    responsesBody,
    chatBody: (index = 0) => fake.requests[index]?.body as ChatCompletionsBody,
    systemMessage: (index = 0) => messageAt(0, index),
    userMessage: (index = 0) => messageAt(1, index),
  };
}
