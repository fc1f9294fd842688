import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';
import type { Context, MiddlewareHandler } from 'hono';

/** Below this, compression saves less than the headers it adds are worth. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Server-sent events must reach the browser event by event; a compressor holds bytes back until
 * it has enough to emit, which would turn a streamed reading into one late lump.
 */
const isCompressible = (contentType: string) =>
  !/^\s*text\/event-stream/i.test(contentType) && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);

const ACCEPTS_RUNTIME_ENCODING = /\b(?:gzip|deflate)\b/i;

/** What c.json(), c.html() and c.text() answer with: bodies built in memory. */
const IN_MEMORY_TYPE = /^\s*(?:application\/json|text\/html|text\/plain)/i;

/**
 * hono/compress only honours its size threshold when the answer declares a Content-Length, and
 * c.json()/c.text() leave that to the Node adapter; without this even a 20-byte JSON answer
 * would be gzipped (and grow). Static files already carry their length, and Hono's streaming
 * helpers mark their answers chunked, which is how a live stream is told apart and left alone.
 */
async function declareLength(context: Context): Promise<void> {
  // A client that takes no compression gets the body as it is: no need to measure it first.
  if (!ACCEPTS_RUNTIME_ENCODING.test(context.req.header('Accept-Encoding') ?? '')) return;
  const response = context.res;
  const type = response.headers.get('Content-Type') ?? '';
  const sized = response.headers.has('Content-Length') || response.headers.has('Transfer-Encoding');
  if (!response.body || sized || !IN_MEMORY_TYPE.test(type)) return;
  const bytes = new Uint8Array(await response.arrayBuffer());
  context.res = new Response(bytes, response);
  context.res.headers.set('Content-Length', String(bytes.byteLength));
}

const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Says that an answer hono/compress may encode varies by encoding, before hono/compress does.
 * It would use c.header() on the finished answer, which makes @hono/node-server turn its
 * lightweight response into a full undici Response with a web stream for the body: on every
 * API answer, even to a client that takes no compression, and about a third of the work of a
 * cached reading. Our answers' headers can be changed in place, which costs nothing.
 */
function declareVary(context: Context): void {
  const headers = context.res.headers;
  if (!isCompressible(headers.get('Content-Type') ?? '')) return;
  const length = headers.get('Content-Length');
  if (length !== null && Number(length) < MIN_COMPRESSED_BYTES) return;
  const current = headers.get('Vary');
  if (current === '*' || (current !== null && VARIES_BY_ENCODING.test(current))) return;
  const value = current ? `${current}, Accept-Encoding` : 'Accept-Encoding';
  try {
    headers.set('Vary', value);
  } catch {
    // A response with immutable headers (one made by fetch()): let Hono copy it.
    context.header('Vary', value);
  }
}

/**
 * Compresses answers made at request time (API JSON, and any static file with no pre-compressed
 * sibling) with gzip or deflate as the client accepts, adding `Vary: Accept-Encoding`. Files
 * the build pre-compressed arrive here already encoded and pass through untouched.
 */
export function compressResponses(): MiddlewareHandler {
  const compressor = compress({ threshold: MIN_COMPRESSED_BYTES, contentTypeFilter: isCompressible });
  return (context, next) =>
    compressor(context, async () => {
      await next();
      await declareLength(context);
      declareVary(context);
    });
}
