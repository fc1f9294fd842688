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
