import type { ApiError } from '@core/contract/reading';
import type { MiddlewareHandler } from 'hono';

/**
 * Guards for costly, state-changing routes (a reading may spend provider budget).
 *
 * `requireJson`: only `application/json` bodies. A form or `text/plain` POST is what another
 * site can send from a visitor's browser without a CORS preflight; a JSON content type cannot
 * be sent cross-site without one, and we answer no preflight.
 */
export const requireJson = (): MiddlewareHandler => async (context, next) => {
  const type = (context.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    return context.json<ApiError>(
      { error: 'Send the reading request as JSON, with Content-Type: application/json.' },
      415,
    );
  }
  return next();
};

export interface SameOriginOptions {
  /** Extra origins allowed to call, e.g. a separate front-end host ("https://app.example.com"). */
  allowedOrigins: readonly string[];
  /** Read the public host from X-Forwarded-Host (only behind a proxy you control). */
  trustProxy: boolean;
}

/**
 * `sameOriginOnly`: refuses requests a browser marks as coming from another site. Browsers send
 * `Sec-Fetch-Site` and `Origin` on every cross-site POST; a request with neither comes from a
 * program (curl, a server), which carries no visitor's ambient access and meets the rate limits.
 */
export const sameOriginOnly =
  (options: SameOriginOptions): MiddlewareHandler =>
  async (context, next) => {
    const origin = context.req.header('origin');
    const fetchSite = context.req.header('sec-fetch-site')?.toLowerCase();
    const allowed = origin !== undefined && options.allowedOrigins.includes(origin.toLowerCase());
    const host = (
      (options.trustProxy ? context.req.header('x-forwarded-host')?.split(',')[0] : undefined) ??
      context.req.header('host') ??
      ''
    )
      .trim()
      .toLowerCase();
    const originHost = hostOf(origin);

    const crossSiteFetch = fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
    const foreignOrigin = origin !== undefined && originHost !== host;
    if ((crossSiteFetch || foreignOrigin) && !allowed) {
      return context.json<ApiError>(
        { error: 'Readings can only be requested from Cosmic Guide itself, not from another site.' },
        403,
      );
    }
    return next();
  };

function hostOf(origin: string | undefined): string | null {
  if (origin === undefined || origin === 'null') return null;
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}
