import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Strict headers for every answer. The client is built by Vite into external files only, so
 * scripts and styles need no 'unsafe-inline'; model output is rendered as text, and the app
 * talks to nobody but its own origin.
 */
export interface SecurityHeaderOptions {
  /** HSTS for every subdomain too: only when the operator says they are all on HTTPS. */
  hstsIncludeSubdomains?: boolean;
}

/** Half a year, the usual HSTS lifetime. */
const HSTS_MAX_AGE_SECONDS = 15_552_000;

export const securityHeaders = (options: SecurityHeaderOptions = {}) =>
  secureHeaders({
    strictTransportSecurity: `max-age=${HSTS_MAX_AGE_SECONDS}${options.hstsIncludeSubdomains ? '; includeSubDomains' : ''}`,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    referrerPolicy: 'no-referrer',
    xFrameOptions: 'DENY',
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
  });

/**
 * Document-only headers: they govern a page (what it may load, frame or use, where it may send
 * a referrer) and mean nothing on a script or stylesheet. HSTS is learnt from any answer, and
 * every page sends it.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
  'Referrer-Policy',
  'Origin-Agent-Cluster',
  'Strict-Transport-Security',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;

/**
 * The headers of a built, content-hashed script or stylesheet: nosniff and same-origin
 * resource policy, which do protect a subresource, without the page-level set. A first visit
 * loads a dozen such files, and the full set cost about 0.7 KB on each of them.
 */
export const securityHeadersForAssets = (options: SecurityHeaderOptions = {}): MiddlewareHandler => {
  const full = securityHeaders(options);
  return async (context, next) => {
    await full(context, next);
    for (const name of DOCUMENT_ONLY_HEADERS) context.res.headers.delete(name);
  };
};
