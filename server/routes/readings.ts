import {
  type ApiError,
  MAX_READING_REQUEST_BYTES,
  type RateLimitedError,
  type ReadingResponse,
  type ReadingStreamEvent,
} from '@core/contract/reading';
import { FEATURE_IDS, type FeatureId } from '@core/features/feature-ids';
import { type ReadingRequest, readingRequestSchema } from '@core/features/reading-request';
import { daysBetween, utcToIsoDate } from '@core/time/calendar-date';
import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ServerEnv } from '../env';
import { type Logger, silentLogger } from '../logging/logger';
import { clientAddress } from '../http/client-address';
import { guardStateChangingJson, refuseCrossSite } from '../http/request-guards';
import { requestHeader, requestQueryString } from '../http/request-header';
import { memoryStoreOptionsFrom } from '../store/create-store';
import { createMemoryStore } from '../store/memory-store';
import type { TokenResult } from '../store/shared-store';
import { rejectInvalid, validate } from '../http/validate';
import { readingRecipes, recipeFor } from '@core/features/reading-recipes';
import { canonicalJson } from '../generation/offline-cache-key';
import type { ReadingRecipe } from '@core/compose/reading-recipe';
import {
  type ReadingReplyCacheOptions,
  type RememberedReply,
  createReadingReplyCache,
  serverSentEvent,
} from './reading-reply-cache';
import {
  type ReadingCaller,
  type ReadingService,
  type ReadingServiceDeps,
  cacheKeyOf,
  createReadingService,
  immediateReplyOf,
} from '../generation/reading-service';

export interface ReadingRoutesDeps extends ReadingServiceDeps {
  env: ServerEnv;
  /** The server's clock; "today" must be within a day of it. */
  now?: () => Date;
  logger?: Logger;
  /** Share one service (and its cache) between routers; built from the other deps when absent. */
  service?: ReadingService;
  /** How often a silent stream sends an SSE comment, so proxies with an idle timeout keep it open. */
  heartbeatMs?: number;
}

/** Well inside the 60 s idle timeout common to proxies and load balancers. */
const HEARTBEAT_MS = 15_000;

/** How long this instance answers a repeated shared request without asking the store again. */
const REPLY_TTL_MS = 60_000;
/** At most this many remembered answers, and never more than the store keeps. */
const MAX_REMEMBERED_REPLIES = 1_000;
/** Each memory of answers may hold this share of READING_CACHE_MAX_BYTES. */
const REMEMBERED_SHARE_OF_CACHE_BYTES = 1 / 4;

/** Crisis screens a client past its reading limit still gets: a few at once, then one every 10 s. */
const SCREENS_PAST_LIMIT = { burst: 5, perMinute: 6 };

/** The visitor's local date may differ from the server's UTC date by one day either way. */
const MAX_DATE_SKEW_DAYS = 1;

/**
 * `POST /readings` (any reading) and `GET /readings?…` (a shared one): a structured request in,
 * a reading out as server-sent events (default) or one JSON object (`Accept: application/json`).
 * The server builds every prompt.
 */
export function createReadingRoutes(deps: ReadingRoutesDeps): Hono {
  const now = deps.now ?? (() => new Date());
  const logger = deps.logger ?? silentLogger;
  const store = deps.store ?? createMemoryStore(memoryStoreOptionsFrom(deps.env));
  const service = deps.service ?? createReadingService({ ...deps, store, logger });
  const rule = { burst: deps.env.RATE_LIMIT_BURST, perMinute: deps.env.RATE_LIMIT_PER_MINUTE };
  const takeTokenSafely = async (client: string): Promise<TokenResult> => {
    try {
      return await store.takeToken(`readings:${client}`, rule);
    } catch (error) {
      // A limiter that cannot be asked must not take readings down with it.
      logger.error('The rate limiter could not be asked; letting the reading through', {
        detail: String(error),
      });
      return { allowed: true };
    }
  };
  /**
   * A client past its limit may still have a few messages a minute read for a crisis (the
   * chat's help costs no provider call, but reading and screening a body costs CPU): past
   * these, the 429 comes unparsed. The browser screens every message itself first, so a
   * person in crisis there never depends on this allowance.
   */
  const mayStillScreen = async (client: string): Promise<boolean> => {
    try {
      return (await store.takeToken(`crisis-screens:${client}`, SCREENS_PAST_LIMIT)).allowed;
    } catch {
      return true;
    }
  };
  const sameOrigin = {
    allowedOrigins: deps.env.ALLOWED_ORIGINS,
    trustedProxyHops: deps.env.TRUST_PROXY,
  };
  // Two memories, so a POST body can never be answered with what a query string asked for.
  const bodyReplies = createReadingReplyCache(replyCacheOptions(deps.env));
  const queryReplies = createReadingReplyCache(replyCacheOptions(deps.env));
  const routes = new Hono();

  /** A valid request's reading, streamed or as one object; a whole one is handed to `remember`. */
  const answer = (
    c: Context,
    request: ReadingRequest,
    asJson: boolean,
    remember: ((reply: ReadingResponse) => void) | undefined,
    client = clientAddress(c, deps.env.TRUST_PROXY),
  ): Response | Promise<Response> => {
    let bounded = false;
    const caller: ReadingCaller = {
      client,
      onSpendBound: () => {
        bounded = true;
      },
    };
    const rememberIfWhole = (reply: ReadingResponse) => {
      // Only what the store holds too: never a fallback text, a reading cut short, or one
      // written offline because this visitor or this minute reached a spend bound.
      if (reply.source !== 'fallback' && !reply.interrupted && !bounded) remember?.(reply);
    };
    const signal = c.req.raw.signal;
    if (asJson) {
      return service.read(request, signal, caller).then((reply) => {
        rememberIfWhole(reply);
        return answerJson(c, reply);
      });
    }
    // Written here in one go, the events are all known before the first would be sent: one
    // body, without the stream's per-event writes, heartbeat and web-stream plumbing.
    if (service.writesEverythingHere)
      return answerAllEvents(c, service.stream(request, signal, caller), remember && rememberIfWhole);
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      // A comment line (": …") is ignored by every SSE reader, ours included.
      const heartbeat = setInterval(() => {
        void stream.write(': heartbeat\n\n').catch(() => undefined);
      }, deps.heartbeatMs ?? HEARTBEAT_MS);
      try {
        let text = '';
        for await (const event of service.stream(request, signal, caller)) {
          await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
          // Only a shared reading is remembered, so only its text is gathered.
          if (!remember) continue;
          if (event.type === 'text-delta') text += event.text;
          else if (event.type === 'text-end')
            rememberIfWhole({
              text,
              source: event.source,
              ...(event.interrupted ? { interrupted: true } : {}),
            });
        }
      } catch (error) {
        // The service does not throw; if a bug makes it, the client still gets our own event.
        logger.error('Reading stream failed unexpectedly', { detail: String(error) });
        await stream.writeSSE({
          event: 'error',
          data: JSON.stringify({ type: 'error', message: 'The reading could not be finished.' }),
        });
      } finally {
        clearInterval(heartbeat);
      }
    });
  };

  /**
   * `GET /readings?feature=…`: a shared reading (see core/features/shared-readings.ts), its
   * fields as query parameters. Nothing to read but the request line, so a remembered answer
   * costs about what `/api/health` does. Personal readings are refused: their details belong in
   * a POST body, not in URLs that logs keep.
   */
  routes.get('/readings', (c) => {
    const crossSite = refuseCrossSite(c, sameOrigin);
    if (crossSite) return crossSite;
    const query = requestQueryString(c);
    const asJson = wantsJson(requestHeader(c, 'accept'));
    const remembered = queryReplies.lookUp(query, now());
    if (remembered) return asJson ? answerRememberedJson(c, remembered) : answerEvents(c, remembered);

    const fields = c.req.queries();
    const repeated = Object.keys(fields).find((name) => (fields[name]?.length ?? 0) > 1);
    if (repeated !== undefined) {
      const message = 'is given more than once';
      return c.json<ApiError>(
        {
          error: `The reading request is not valid: ${repeated.slice(0, 64)} ${message}.`,
          issues: [{ path: repeated.slice(0, 64), message }],
        },
        400,
      );
    }
    const input = Object.fromEntries(Object.entries(fields).map(([name, values]) => [name, values[0]]));
    const checked = checkRequest(c, input);
    if (checked instanceof Response) return checked;
    if (cacheKeyOf(checked) === undefined)
      return c.json<ApiError>(
        {
          error:
            'This reading is personal: send it with POST /api/readings as a JSON body, so its details stay out of URLs.',
        },
        400,
      );
    // Another spelling of a request already answered (order, percent-encoding) finds its answer
    // here and adds only an alias, never a second copy.
    const canonical = canonicalJson(checked);
    const known = queryReplies.find(canonical, query, now());
    if (known) return asJson ? answerRememberedJson(c, known) : answerEvents(c, known);
    return answer(c, checked, asJson, (reply) => queryReplies.remember(canonical, query, reply, now()));
  });

  routes.post(
    '/readings',
    guardStateChangingJson({
      ...sameOrigin,
      maxBytes: MAX_READING_REQUEST_BYTES,
      onTooLarge: (c) =>
        c.json<ApiError>(
          { error: `The request body is larger than ${MAX_READING_REQUEST_BYTES} bytes.` },
          413,
        ),
    }),
    async (c) => {
      const bodyText = await c.req.text();
      const asJson = wantsJson(requestHeader(c, 'accept'));
      const remembered = bodyReplies.lookUp(bodyText, now());
      if (remembered) return asJson ? answerRememberedJson(c, remembered) : answerEvents(c, remembered);
      const client = clientAddress(c, deps.env.TRUST_PROXY);
      // Personal readings cannot be cached, so each one may cost a provider call: per client, a
      // burst and then a sustained rate. A feature that is always personal is counted before
      // its body is parsed or validated, so a client past its limit costs next to nothing; one
      // whose recipe may answer at once (the chat's crisis help) is still read when refused.
      const feature = peekFeature(bodyText);
      let verdict: TokenResult | undefined;
      if (feature !== undefined && !recipeOf(feature).route.cacheable) {
        verdict = await takeTokenSafely(client);
        if (!verdict.allowed && !(mayAnswerAtOnce(recipeOf(feature)) && (await mayStillScreen(client))))
          return tooMany(c, verdict.retryAfterMs);
      }
      let body: unknown;
      try {
        body = JSON.parse(bodyText);
      } catch {
        return c.json<ApiError>({ error: 'The request body must be a JSON object.' }, 400);
      }
      const checked = checkRequest(c, body);
      if (checked instanceof Response) return checked;
      const request = checked;

      // Shared readings are cached and single-flight: never limited here (the service bounds
      // their new generations).
      if (cacheKeyOf(request) !== undefined) {
        const canonical = canonicalJson(request);
        const known = bodyReplies.find(canonical, bodyText, now());
        if (known) return asJson ? answerRememberedJson(c, known) : answerEvents(c, known);
        const remember = (reply: ReadingResponse) => bodyReplies.remember(canonical, bodyText, reply, now());
        return answer(c, request, asJson, remember, client);
      }
      // A personal request of a feature that may be shared (the angels' message with a name).
      verdict ??= await takeTokenSafely(client);
      // A visitor past the limit who writes in crisis still gets help: the recipe's immediate
      // reply costs no provider call.
      if (!verdict.allowed && immediateReplyOf(request) === undefined)
        return tooMany(c, verdict.retryAfterMs);
      return answer(c, request, asJson, undefined, client);
    },
  );

  /** The request validated and its date checked, or the 400 that says what is wrong. */
  function checkRequest(c: Context, input: unknown): ReadingRequest | Response {
    const parsed = validate(readingRequestSchema, input);
    if (!parsed.success) return rejectInvalid(c, 'The reading request', parsed.issues);
    const dateProblem = checkDate(parsed.data, now());
    if (dateProblem)
      return c.json<ApiError>({ error: dateProblem, issues: [{ path: 'date', message: dateProblem }] }, 400);
    return parsed.data;
  }

  return routes;
}

function replyCacheOptions(env: ServerEnv): ReadingReplyCacheOptions {
  return {
    capacity: Math.min(MAX_REMEMBERED_REPLIES, env.READING_CACHE_SIZE),
    maxBytes: Math.floor(env.READING_CACHE_MAX_BYTES * REMEMBERED_SHARE_OF_CACHE_BYTES),
    ttlMs: REPLY_TTL_MS,
  };
}

/** The 429 of a personal reading past its client's limit, with when to try again. */
function tooMany(c: Context, retryAfterMs: number): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  c.header('Retry-After', String(seconds));
  return c.json<RateLimitedError>(
    {
      error: `Too many personal readings in a short time. Please try again in ${seconds} seconds.`,
      retryAfterSeconds: seconds,
    },
    429,
  );
}

/** The top-level `"feature": "…"` of a JSON body, found without parsing it (first one wins). */
const FEATURE_FIELD = /"feature"\s*:\s*"([a-z-]{1,40})"/;
const isFeatureId = (text: string): text is FeatureId => (FEATURE_IDS as readonly string[]).includes(text);

/**
 * The feature a JSON body names, read without parsing it. A body that hides or lies about its
 * feature only changes when its own sender's limit is counted: the full check still decides.
 */
function peekFeature(body: string): FeatureId | undefined {
  const feature = FEATURE_FIELD.exec(body)?.[1];
  return feature !== undefined && isFeatureId(feature) ? feature : undefined;
}

const recipeOf = (feature: FeatureId) => readingRecipes[feature] as ReadingRecipe<ReadingRequest>;

/** A recipe that may answer without the provider (a crisis message gets help whatever the limit). */
const mayAnswerAtOnce = (recipe: ReadingRecipe<ReadingRequest>): boolean =>
  recipe.immediateReply !== undefined || recipe.screenText !== undefined;

function answerJson(c: Context, reply: ReadingResponse): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(reply);
}

/** What `answerJson` sends, already written. */
function answerRememberedJson(c: Context, remembered: RememberedReply): Response {
  return c.body(remembered.json, 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
}

/**
 * A remembered reading as the same events a live one ends with, in one body: an event-stream
 * reader cannot tell the difference, and nothing is left to stream.
 */
function answerEvents(c: Context, remembered: RememberedReply): Response {
  return c.body(remembered.events, 200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    'X-Accel-Buffering': 'no',
  });
}

/**
 * A reading whose events all come without waiting (written on this server), sent as the one body
 * `streamSSE` would have written event by event; a whole one is handed to `remember`.
 */
async function answerAllEvents(
  c: Context,
  events: AsyncIterable<ReadingStreamEvent>,
  remember: ((reply: ReadingResponse) => void) | undefined,
): Promise<Response> {
  let body = '';
  let text = '';
  for await (const event of events) {
    body += serverSentEvent(event);
    if (event.type === 'text-delta') text += event.text;
    else if (event.type === 'text-end')
      remember?.({ text, source: event.source, ...(event.interrupted ? { interrupted: true } : {}) });
  }
  return c.body(body, 200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    'X-Accel-Buffering': 'no',
  });
}

/** JSON only when the client asks for it and not for an event stream. */
function wantsJson(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.includes('application/json') && !accept.includes('text/event-stream');
}

/**
 * Requests that carry the visitor's "today" (horoscope, advanced chart, calendar) must agree
 * with the server clock; the recipe says which date that is. A birth chart carries none.
 */
function checkDate(request: ReadingRequest, now: Date): string | null {
  const today = recipeFor(request).today?.(request);
  if (today === undefined) return null;
  const serverDate = utcToIsoDate(now);
  if (Math.abs(daysBetween(serverDate, today)) <= MAX_DATE_SKEW_DAYS) return null;
  return `date must be the visitor's local date today, within one day of the server's date (${serverDate}).`;
}
