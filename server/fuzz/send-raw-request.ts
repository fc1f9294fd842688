import { type Agent, type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FuzzRequest } from './fuzz-request';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body, decompressed when the server compressed it. */
  body: Buffer;
  elapsedMs: number;
}

/** A request that did not finish in time: the server (or something it waited on) hung. */
export class RequestHungError extends Error {
  constructor(timeoutMs: number) {
    super(`No complete answer within ${timeoutMs} ms.`);
    this.name = 'RequestHungError';
  }
}

/** Bodies larger than this are cut off: the fuzz suite checks answers, it does not download. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Sends a request byte for byte as generated, with node:http rather than fetch, which would
 * normalise `/../`, refuse odd methods and bodies, and re-encode the path.
 */
export function sendRaw(
  origin: string,
  fuzz: FuzzRequest,
  options: { timeoutMs: number; agent?: Agent },
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...fuzz.headers };
    if (fuzz.body !== undefined && fuzz.chunks === undefined)
      headers['content-length'] = String(fuzz.body.length);
    const outgoing = httpRequest({
      hostname,
      port,
      method: fuzz.method,
      path: fuzz.path,
      headers,
      agent: options.agent,
    });
    const timer = setTimeout(
      () => outgoing.destroy(new RequestHungError(options.timeoutMs)),
      options.timeoutMs,
    );
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.on('response', (incoming) => {
      const parts: Buffer[] = [];
      let size = 0;
      incoming.on('data', (part: Buffer) => {
        size += part.length;
        if (size <= MAX_BODY_BYTES) parts.push(part);
      });
      incoming.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      incoming.on('end', () => {
        clearTimeout(timer);
        try {
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            // A 206 is a byte range of the encoded file, which cannot be decoded on its own.
            body:
              incoming.statusCode === 206
                ? Buffer.concat(parts)
                : decompress(Buffer.concat(parts), incoming.headers['content-encoding']),
            elapsedMs: performance.now() - started,
          });
        } catch (error) {
          reject(
            new Error(
              `The ${incoming.headers['content-encoding']} body could not be decoded: ${String(error)}`,
            ),
          );
        }
      });
    });
    writeBody(outgoing, fuzz);
  });
}

function writeBody(outgoing: ReturnType<typeof httpRequest>, fuzz: FuzzRequest): void {
  const body = fuzz.body ?? Buffer.alloc(0);
  if (fuzz.chunks === undefined) {
    outgoing.end(body);
    return;
  }
  const size = Math.ceil(body.length / fuzz.chunks);
  for (let start = 0; start < body.length; start += size) outgoing.write(body.subarray(start, start + size));
  outgoing.end();
}

function decompress(body: Buffer, encoding: string | undefined): Buffer {
  if (body.length === 0) return body;
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}
