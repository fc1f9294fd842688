import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';

/** Below this, compression saves less than the headers it adds are worth. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Server-sent events must reach the browser event by event; a compressor holds bytes back until
 * it has enough to emit, which would turn a streamed reading into one late lump.
 */
const isCompressible = (contentType: string) =>
  !/^\s*text\/event-stream/i.test(contentType) && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);

/** gzip accepted, unless refused with q=0. */
const ACCEPTS_GZIP = /\bgzip\b(?!\s*;\s*q\s*=\s*0(?:\.0*)?\s*(?:,|$))/i;

/** What c.json(), c.html() and c.text() answer with, and the sky calendar: bodies built in memory. */
const IN_MEMORY_TYPE = /^\s*(?:application\/json|text\/html|text\/plain|text\/calendar)/i;

/**
 * Gzipped bodies by the SHA-1 of their plain bytes. Place search, charts and sky events answer
 * the same bytes to many visitors; gzip cost 8× the hash per answer (issue 27: place search fell
 * from 7,810 to 982 answers a second once compressed), so a repeat is encoded once. Bounded by
 * bytes, so a flood of distinct answers only churns it.
 */
export const createEncodedBodyCache = (maxBytes = 8 * 1024 * 1024) =>
  new LRUCache<string, Uint8Array<ArrayBuffer>>({
    maxSize: maxBytes,
    sizeCalculation: (body) => body.byteLength || 1,
  });
export type EncodedBodyCache = ReturnType<typeof createEncodedBodyCache>;

/** Level 6 is zlib's default: within a few per cent of 9 on our JSON, at half its time. */
const GZIP_LEVEL = 6;

function gzipped(bytes: Uint8Array, cache: EncodedBodyCache): Uint8Array<ArrayBuffer> {
  const key = createHash('sha1').update(bytes).digest('base64');
  const known = cache.get(key);
  if (known) return known;
  const encoded = new Uint8Array(gzipSync(bytes, { level: GZIP_LEVEL }));
  cache.set(key, encoded);
  return encoded;
}

/**
 * Encodes an answer built in memory (c.json(), c.html(), c.text()) at once, from the cache when
 * the same bytes were sent before. hono/compress would stream each through a CompressionStream
 * and only honour its size threshold when the answer declares a Content-Length, which the Node
 * adapter leaves to itself. Streams (Hono's streaming helpers mark them chunked) and files the
 * build pre-compressed are left alone; hono/compress still handles any other stream.
 */
async function encodeInMemory(context: Context, cache: EncodedBodyCache): Promise<void> {
  const response = context.res;
  const type = response.headers.get('Content-Type') ?? '';
  const sized = response.headers.has('Content-Length') || response.headers.has('Transfer-Encoding');
  if (!response.body || sized || !IN_MEMORY_TYPE.test(type) || context.req.method === 'HEAD') return;
  const bytes = new Uint8Array(await response.arrayBuffer());
  const worthIt = bytes.byteLength >= MIN_COMPRESSED_BYTES && isCompressible(type);
  const encode = worthIt && ACCEPTS_GZIP.test(context.req.header('Accept-Encoding') ?? '');
  const body = encode ? gzipped(bytes, cache) : bytes;
  context.res = new Response(body, response);
  context.res.headers.set('Content-Length', String(body.byteLength));
  // Marked here, from the plain size: the gzipped length may fall under the threshold.
  if (worthIt) declareVary(context, true);
  if (!encode) return;
  context.res.headers.set('Content-Encoding', 'gzip');
  // The gzipped bytes are not the plain ones: a strong validator may no longer claim them.
  const etag = context.res.headers.get('ETag');
  if (etag && !etag.startsWith('W/')) context.res.headers.set('ETag', `W/${etag}`);
}

const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * Says that an answer hono/compress may encode varies by encoding, before hono/compress does.
 * It would use c.header() on the finished answer, which makes @hono/node-server turn its
 * lightweight response into a full undici Response with a web stream for the body: on every
 * API answer, even to a client that takes no compression, and about a third of the work of a
 * cached reading. Our answers' headers can be changed in place, which costs nothing.
 */
function declareVary(context: Context, knownLarge = false): void {
  const headers = context.res.headers;
  if (!isCompressible(headers.get('Content-Type') ?? '')) return;
  const length = headers.get('Content-Length');
  if (!knownLarge && length !== null && Number(length) < MIN_COMPRESSED_BYTES) return;
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
 * sibling) with gzip as the client accepts, adding `Vary: Accept-Encoding`. Files the build
 * pre-compressed arrive here already encoded and pass through untouched.
 */
export function compressResponses(cache: EncodedBodyCache = createEncodedBodyCache()): MiddlewareHandler {
  const streams = compress({ threshold: MIN_COMPRESSED_BYTES, contentTypeFilter: isCompressible });
  return (context, next) =>
    streams(context, async () => {
      await next();
      await encodeInMemory(context, cache);
      declareVary(context);
    });
}
