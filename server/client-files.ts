import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { getMimeType } from 'hono/utils/mime';

/** The encodings the build writes beside a compressible file (`.br`, `.gz`), best first. */
export type StoredEncoding = 'br' | 'gzip' | 'identity';

/** One body of a built file, with the validator that names exactly these bytes. */
export interface StoredBody {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly etag: string;
}

/** A built file held in memory: its type and each encoding the build made of it. */
export interface StoredFile {
  readonly contentType: string;
  /** True when the build may have written compressed copies, so answers vary by Accept-Encoding. */
  readonly compressible: boolean;
  readonly bodies: Readonly<Partial<Record<StoredEncoding, StoredBody>>> & { readonly identity: StoredBody };
}

const COMPRESSED_SUFFIXES: Readonly<Record<string, Exclude<StoredEncoding, 'identity'>>> = {
  '.br': 'br',
  '.gz': 'gzip',
};

function* filesUnder(root: string): Generator<string> {
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** A strong validator from the bytes, so it changes exactly when they do, whatever the file's date. */
const etagOf = (bytes: Uint8Array, encoding: StoredEncoding) =>
  `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}${encoding === 'identity' ? '' : `-${encoding}`}"`;

const bodyOf = (bytes: Uint8Array<ArrayBuffer>, encoding: StoredEncoding): StoredBody => ({
  bytes,
  etag: etagOf(bytes, encoding),
});

/**
 * Every file of the built client, read once when the server starts (issue 27: with 64
 * connections the per-request file system work of `serveStatic` served a 78 KB brotli chunk at
 * 1% of the health route's rate). The client is a few megabytes, so memory is the cheap side of
 * the trade; the compressed copies are the ones the build wrote, never re-encoded here.
 */
export function loadClientFiles(clientRoot: string): ReadonlyMap<string, StoredFile> {
  const raw = new Map<string, Uint8Array<ArrayBuffer>>();
  for (const file of filesUnder(clientRoot))
    raw.set(`/${relative(clientRoot, file).split(sep).join('/')}`, new Uint8Array(readFileSync(file)));

  const table = new Map<string, StoredFile>();
  for (const [path, bytes] of raw) {
    const suffix = Object.keys(COMPRESSED_SUFFIXES).find((ending) => path.endsWith(ending));
    // A `.br` or `.gz` beside its original is one of its bodies, not a file of its own.
    if (suffix && raw.has(path.slice(0, -suffix.length))) continue;
    const contentType = getMimeType(path) ?? 'application/octet-stream';
    const bodies: Partial<Record<StoredEncoding, StoredBody>> = {};
    for (const [ending, encoding] of Object.entries(COMPRESSED_SUFFIXES)) {
      const copy = raw.get(`${path}${ending}`);
      if (copy) bodies[encoding] = bodyOf(copy, encoding);
    }
    table.set(path, {
      contentType,
      compressible: COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType),
      bodies: { ...bodies, identity: bodyOf(bytes, 'identity') },
    });
  }
  return table;
}

/** The encodings a request accepts (`q=0` refuses one), from its Accept-Encoding header. */
export function acceptedEncodings(header: string | undefined): ReadonlySet<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name.trim());
  }
  return accepted;
}

/** The smallest body the client accepts: brotli, then gzip, then the file as it is. */
export function pickBody(file: StoredFile, acceptEncoding: string | undefined): [StoredEncoding, StoredBody] {
  const accepted = acceptedEncodings(acceptEncoding);
  if (file.bodies.br && accepted.has('br')) return ['br', file.bodies.br];
  if (file.bodies.gzip && accepted.has('gzip')) return ['gzip', file.bodies.gzip];
  return ['identity', file.bodies.identity];
}

/** Whether If-None-Match names this body (a list, weak forms and `*` included). */
export function matchesValidator(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}
