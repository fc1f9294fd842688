import type { ApiError } from '@core/contract/reading';
import type { Context, MiddlewareHandler } from 'hono';
import { limitBody } from './limit-body';
import { requestHeader } from './request-header';

/**
 * Guards for costly, state-changing routes (a reading may spend provider budget).
 *
 * `refuseNonJson`: only `application/json` bodies. A form or `text/plain` POST is what another
 * site can send from a visitor's browser without a CORS preflight; a JSON content type cannot
 * be sent cross-site without one, and we answer no preflight.
 */
export function refuseNonJson(context: Context): Response | undefined {
  const type = (requestHeader(context, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return undefined;
  return context.json<ApiError>(
    { error: 'Send the reading request as JSON, with Content-Type: application/json.' },
    415,
  );
}

export interface SameOriginOptions {
  /** Extra origins allowed to call, e.g. a separate front-end host ("https://app.example.com"). */
  allowedOrigins: readonly string[];
  /**
   * Proxies of yours in front of the server (TRUST_PROXY); with any, the public host is read
   * from X-Forwarded-Host (see `publicHost`).
   */
  trustedProxyHops: number;
}

/**
 * `refuseCrossSite`: refuses requests a browser marks as coming from another site. Browsers send
 * `Sec-Fetch-Site` and `Origin` on every cross-site POST; a request with neither comes from a
 * program (curl, a server), which carries no visitor's ambient access and meets the rate limits.
 */
export function refuseCrossSite(context: Context, options: SameOriginOptions): Response | undefined {
  const origin = requestHeader(context, 'origin');
  const fetchSite = requestHeader(context, 'sec-fetch-site')?.toLowerCase();
  const crossSiteFetch = fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
  // A program's request, or a same-origin fetch that names no origin: nothing more to read.
  if (origin === undefined && !crossSiteFetch) return undefined;
  const allowed = origin !== undefined && options.allowedOrigins.includes(origin.toLowerCase());
  const host = publicHost(context, options.trustedProxyHops);
  const foreignOrigin = origin !== undefined && hostOf(origin) !== host;
  if ((crossSiteFetch || foreignOrigin) && !allowed) {
    return context.json<ApiError>(
      { error: 'Readings can only be requested from Cosmic Guide itself, not from another site.' },
      403,
    );
  }
  return undefined;
}

export interface StateChangingJsonOptions extends SameOriginOptions {
  /** Largest body accepted; longer ones get `onTooLarge`'s answer (413). */
  maxBytes: number;
  onTooLarge: (context: Context) => Response;
}

/**
 * Every guard of a costly JSON route in one middleware: another site (403), then a body that is
 * not JSON (415), then one over the size limit (413). One plain function instead of three async
 * middleware steps, each with its own dispatch and promises: on the reading route, whose
 * remembered answers should cost little more than `/api/health`, that was about 3 µs a request.
 */
export function guardStateChangingJson(options: StateChangingJsonOptions): MiddlewareHandler {
  const limit = limitBody(options.maxBytes, options.onTooLarge);
  return (context, next) => {
    const refusal = refuseCrossSite(context, options) ?? refuseNonJson(context);
    return refusal ? Promise.resolve(refusal) : limit(context, next);
  };
}

/** `host` or `host:port`, a name or an address (IPv6 in brackets), nothing else. */
const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * The host the visitor's browser asked for. Behind `trustedHops` proxies it is the entry of
 * X-Forwarded-Host the outermost of them wrote: counted from the right, as for X-Forwarded-For
 * (a proxy that appends leaves what the client wrote on the left; one that overwrites leaves a
 * single entry, which this picks too). An entry that is not a host is ignored for Host.
 */
function publicHost(context: Context, trustedHops: number): string {
  const forwarded = trustedHops > 0 ? requestHeader(context, 'x-forwarded-host') : undefined;
  if (forwarded !== undefined) {
    const entries = forwarded.split(',');
    const entry = (entries[Math.max(0, entries.length - trustedHops)] ?? '').trim().toLowerCase();
    if (HOST_PATTERN.test(entry)) return entry;
  }
  return (requestHeader(context, 'host') ?? '').trim().toLowerCase();
}

function hostOf(origin: string | undefined): string | null {
  if (origin === undefined || origin === 'null') return null;
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}
