import { Hono, type MiddlewareHandler } from 'hono';
import type { ApiError, RateLimitedError } from '@core/contract/reading';
import { type TransitsRequest, transitsRequestSchema } from '@core/contract/transits';
import { personalSky } from '@core/sky/transits/personal-sky';
import { canonicalTimeZone, resolveLocalTime } from '@core/time/birth-time';
import { SUPPORTED_YEARS_LABEL, isSupportedInstant } from '@core/time/supported-range';
import { clientAddress } from '../http/client-address';
import { createCpuQueue } from '../http/cpu-queue';
import { type SameOriginOptions, guardStateChangingJson } from '../http/request-guards';
import { rejectInvalid, validate } from '../http/validate';
import type { SharedStore, TokenResult, TokenRule } from '../store/shared-store';

/** A birth and a window fit in a few hundred bytes; anything much larger is not a transits request. */
export const MAX_TRANSITS_REQUEST_BYTES = 2048;
/** Scans waiting their turn before new ones are refused with 503 (a scan is 20–60 ms of CPU). */
const MAX_PENDING_SCANS = 32;

interface ResolvedBirth {
  utc: Date;
  /** How the local clock time was read, e.g. "UTC+2, CEST" or "LMT (UTC+0:09)". */
  offset: string;
  /** Set when the clock time happened twice or not at all that day, and which reading was taken. */
  note?: string;
}

/**
 * The birth instant, as `GET /api/chart` reads one: through the zone's whole history (DST, old
 * offsets, local mean time from the longitude), local noon when the time is unknown. A clock time
 * the zone skipped or repeated is read as Temporal's default does (the earlier of a repeated
 * time; a skipped one moved forward by the gap), and the answer says so.
 */
function resolveBirth(birth: TransitsRequest['birth']): ResolvedBirth {
  const zone = canonicalTimeZone(birth.tz) ?? 'UTC';
  const local = resolveLocalTime({
    date: birth.date,
    time: birth.time ?? '12:00',
    timeZone: zone,
    longitude: birth.lon,
  });
  if (local.kind === 'unique') return { utc: local.utc, offset: local.label };
  if (local.kind === 'ambiguous') {
    const [earlier] = local.options;
    return {
      utc: earlier.utc,
      offset: earlier.label,
      note: `${birth.time ?? '12:00'} happened twice on ${birth.date} in ${zone}; the earlier one (${earlier.label}) was used`,
    };
  }
  const [, shifted] = local.options;
  return {
    utc: shifted.utc,
    offset: shifted.label,
    note: `${birth.time ?? '12:00'} did not exist on ${birth.date} in ${zone} (the clocks jumped forward); it was read as ${shifted.utc.toISOString()}`,
  };
}

/**
 * `POST /api/transits`: one person's transits, lunations and eclipses on natal points, house
 * ingresses, progressed Moon and returns, from the same core engine the browser runs offline.
 * Birth details are personal: they are accepted in the JSON body only, and a request that puts
 * anything in the URL's query is refused rather than answered (the URL ends up in logs).
 */
export interface TransitRoutesDeps extends SameOriginOptions {
  /** Holds each client's bucket, shared by every instance when it is Redis. */
  store: SharedStore;
  /** Per client: the readings' rule (RATE_LIMIT_BURST, _PER_MINUTE), in a bucket of its own. */
  rule: TokenRule;
}

export function createTransitRoutes(deps: TransitRoutesDeps): Hono {
  const scans = createCpuQueue(MAX_PENDING_SCANS);
  /**
   * A scan is tens of milliseconds of CPU, so one client may not take the queue for everyone:
   * counted before the body is read, a client past its limit costs next to nothing. A store
   * that cannot be asked lets the request through, as the readings' limiter does.
   */
  const limitPerClient: MiddlewareHandler = async (context, next) => {
    const client = clientAddress(context, deps.trustedProxyHops);
    const verdict = await deps.store
      .takeToken(`transits:${client}`, deps.rule)
      .catch((): TokenResult => ({ allowed: true }));
    if (verdict.allowed) return next();
    const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
    context.header('Retry-After', String(seconds));
    return context.json<RateLimitedError>(
      {
        error: `Too many transit requests in a short time. Please try again in ${seconds} seconds.`,
        retryAfterSeconds: seconds,
      },
      429,
    );
  };
  return new Hono().post(
    '/transits',
    (context, next) => {
      if (!new URL(context.req.url).search) return next();
      return Promise.resolve(
        context.json<ApiError>(
          {
            error:
              'The transits request is not valid: send the birth details in the JSON body of the POST, never in the URL.',
          },
          400,
        ),
      );
    },
    guardStateChangingJson({
      allowedOrigins: deps.allowedOrigins,
      trustedProxyHops: deps.trustedProxyHops,
      maxBytes: MAX_TRANSITS_REQUEST_BYTES,
      onTooLarge: (context) =>
        context.json<ApiError>(
          { error: `The transits request body is larger than ${MAX_TRANSITS_REQUEST_BYTES} bytes.` },
          413,
        ),
    }),
    limitPerClient,
    async (context) => {
      let body: unknown;
      try {
        body = await context.req.json();
      } catch {
        return context.json<ApiError>(
          { error: 'The transits request is not valid: the body is not JSON.' },
          400,
        );
      }
      const parsed = validate(transitsRequestSchema, body);
      if (!parsed.success) return rejectInvalid(context, 'The transits request', parsed.issues);
      const request = parsed.data;
      const birth = resolveBirth(request.birth);
      if (!isSupportedInstant(birth.utc.getTime())) {
        const message = `the birth must fall in the years ${SUPPORTED_YEARS_LABEL}`;
        return context.json<ApiError>(
          {
            error: `The transits request is not valid: ${message}.`,
            issues: [{ path: 'birth.date', message }],
          },
          400,
        );
      }
      const { lat, lon } = request.birth;
      const moment = {
        utc: birth.utc,
        timeKnown: request.birth.time !== undefined,
        ...(lat !== undefined && lon !== undefined ? { latitude: lat, longitude: lon } : {}),
      };
      const from = new Date(`${request.from}T00:00:00Z`);
      const scan = scans.run(() => personalSky(moment, from, request.days));
      if (!scan) {
        context.header('Retry-After', '1');
        return context.json<ApiError>(
          { error: 'The sky service is busy. Please try again in a second.' },
          503,
        );
      }
      const sky = await scan;
      // Personal data: never kept by a shared cache.
      context.header('Cache-Control', 'private, no-store');
      return context.json({
        birth: {
          utc: birth.utc.toISOString(),
          offset: birth.offset,
          ...(birth.note ? { note: birth.note } : {}),
        },
        birthTimeKnown: sky.birthTimeKnown,
        housesKnown: moment.timeKnown && 'latitude' in moment,
        from: from.toISOString(),
        days: request.days,
        events: sky.events,
      });
    },
  );
}
