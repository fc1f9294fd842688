import type { Context, Hono } from 'hono';
import { type StoredFile, loadClientFiles, matchesValidator, pickBody } from './client-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored, but checked with the server (a cheap 304 thanks to the ETag) before each use. */
const REVALIDATE = 'no-cache';
/**
 * Icons, the manifest, robots.txt: their names never change and their content seldom does, so a
 * day without asking is harmless; after that the ETag makes the check a 304.
 */
const FOR_A_DAY = 'public, max-age=86400, must-revalidate';

/** Vite names every emitted file `<name>-<hash>.<ext>`, the hash being 8 or more url-safe characters. */
const HASHED_FILE = /-[\w-]{8,}\.[a-z0-9]+$/i;
/**
 * The service worker keeps its name across deploys, and the browser compares it byte for byte
 * to find an update, so it (and the Workbox runtime it imports) must never be taken on trust.
 */
const SERVICE_WORKER_FILE = /^\/(?:sw\.js|workbox-[\w-]+\.js)$/;

/** A client route such as /daily or /daily/: lowercase words only, so never a file or a way out. */
const ROUTE_PATH = /^(?:\/[a-z0-9-]+)+\/?$/;
/** A page the build wrote, asked for by its file name (the service worker precaches them so). */
const HTML_FILE_PATH = /^(?:\/[\w-]+)+\.html$/;
/** The last path segment has a dot: a file was asked for, so no page may answer it. */
const FILE_PATH = /\.[^/]*$/;

const NOT_FOUND_PAGE = '/404.html';
const HOME_PAGE = '/index.html';

interface Page {
  /** Path of the built file, as the table keys it (`/daily.html`). */
  file: string;
  status: 200 | 404;
}

/**
 * Which built page answers a path: `/` the home page, `/daily` or `/daily/` the `daily.html` the
 * prerender wrote, `/daily.html` itself; any other page-like path the prerendered not-found page
 * with a 404. Files the build did not write fall back to `index.html` with a 200 (the client
 * router still draws the right page), so a build without prerendered pages works as before.
 * Undefined for a path that names a file of another type: no page may stand in for a script.
 */
export function pageFor(files: ReadonlyMap<string, StoredFile>, path: string): Page | undefined {
  const exists = (file: string) => files.has(file);
  const notFound = (): Page =>
    exists(NOT_FOUND_PAGE) ? { file: NOT_FOUND_PAGE, status: 404 } : { file: HOME_PAGE, status: 200 };

  if (path === '/') return { file: HOME_PAGE, status: 200 };
  if (ROUTE_PATH.test(path)) {
    const file = `${path.replace(/\/$/, '')}.html`;
    // The not-found page is a page the build wrote, but /404 is still no route.
    return file !== NOT_FOUND_PAGE && exists(file) ? { file, status: 200 } : notFound();
  }
  if (HTML_FILE_PATH.test(path)) return exists(path) ? { file: path, status: 200 } : notFound();
  return FILE_PATH.test(path) ? undefined : notFound();
}

/** A built file under /assets whose name carries its content hash: it never changes. */
export const isHashedAsset = (path: string): boolean => path.startsWith('/assets/') && HASHED_FILE.test(path);

/** Which Cache-Control a served file gets, by what it is. */
function cachePolicyOf(path: string, servedAsPage: boolean): string {
  if (servedAsPage) return REVALIDATE;
  if (path.startsWith('/assets/')) return HASHED_FILE.test(path) ? IMMUTABLE : REVALIDATE;
  return SERVICE_WORKER_FILE.test(path) || path.endsWith('.html') ? REVALIDATE : FOR_A_DAY;
}

/**
 * One answer from memory: the best body the client accepts, its validator, and a 304 when the
 * client already holds it. A page or file is always sent whole: ranges mean nothing for a 404,
 * and every built file is small enough not to need them. No Last-Modified: the ETag names the
 * bytes, and an immutable file is never revalidated at all.
 */
function answerWith(context: Context, file: StoredFile, status: 200 | 404, cacheControl: string): Response {
  const [encoding, body] = pickBody(file, context.req.header('accept-encoding'));
  const headers = new Headers({ 'Cache-Control': cacheControl, ETag: body.etag });
  // The build leaves a `.br` and `.gz` beside each compressible file, so any such answer may
  // differ by Accept-Encoding, including the plain one a client without compression gets.
  if (file.compressible) headers.set('Vary', 'Accept-Encoding');
  if (status === 200 && matchesValidator(context.req.header('if-none-match'), body.etag))
    return new Response(null, { status: 304, headers });
  headers.set('Content-Type', file.contentType);
  headers.set('Content-Length', String(body.bytes.byteLength));
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  return new Response(context.req.method === 'HEAD' ? null : body.bytes, { status, headers });
}

/**
 * Serves the built client from memory (see `loadClientFiles`). Hashed assets are cached for a
 * year (their names change with their content) and sent as the build's brotli or gzip copy when
 * the browser accepts one. Each route answers with the page the build prerendered for it (see
 * `pageFor`), always revalidated (it names the current assets). Icons, the manifest and
 * robots.txt are the files they are, kept a day. A missing asset or file is a plain 404 that
 * nobody stores: answering it with a page would hand a script tag HTML, and a cache would keep
 * that mistake for a year.
 */
export function mountClient(app: Hono, clientRoot: string): void {
  const files = loadClientFiles(clientRoot);
  app.on(['GET', 'HEAD'], '*', (context) => {
    const path = context.req.path;
    const asset = path.startsWith('/assets/');
    const page = asset ? undefined : pageFor(files, path);
    const file = files.get(page?.file ?? path);
    if (!file) {
      context.header('Cache-Control', 'no-store');
      return context.text('Not found', 404);
    }
    return answerWith(context, file, page?.status ?? 200, cachePolicyOf(path, page !== undefined));
  });
}
