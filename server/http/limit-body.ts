import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestHeader } from './request-header';

/**
 * Rejects bodies over `maxBytes` with 413 and the given answer. A declared Content-Length is
 * checked from the header alone: Hono's bodyLimit reads `request.body` first, which makes
 * @hono/node-server build a full undici Request (about 120 µs, most of a cached reading's cost).
 * Bodies without a declared length (chunked) still go through bodyLimit, which counts bytes.
 */
export function limitBody(maxBytes: number, onTooLarge: (context: Context) => Response): MiddlewareHandler {
  const countingLimit = bodyLimit({ maxSize: maxBytes, onError: onTooLarge });
  // Not async: the usual answer is `next()`'s own promise, with no extra one around it.
  return (context, next) => {
    const declared = requestHeader(context, 'content-length');
    if (declared !== undefined && requestHeader(context, 'transfer-encoding') === undefined) {
      return Number(declared) > maxBytes ? Promise.resolve(onTooLarge(context)) : next();
    }
    return countingLimit(context, next);
  };
}
