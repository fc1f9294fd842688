import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { etag } from 'hono/etag';

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

const NOT_FOUND_PAGE = '404.html';
const HOME_PAGE = 'index.html';

/**
 * The build leaves a `.br` and `.gz` beside each compressible file, so any such answer may
 * differ by Accept-Encoding, including the plain one a client without compression gets.
 */
function markVaryOnEncoding(headers: Headers): void {
  const type = headers.get('Content-Type') ?? '';
  const vary = headers.get('Vary') ?? '';
  if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && !/\baccept-encoding\b/i.test(vary)) {
    headers.append('Vary', 'Accept-Encoding');
  }
}

const varyOnEncoding: MiddlewareHandler = async (context, next) => {
  await next();
  if (context.res.ok) markVaryOnEncoding(context.res.headers);
};

const cacheFor =
  (pickPolicy: (path: string) => string): MiddlewareHandler =>
  async (context, next) => {
    await next();
    if (context.res.ok) context.header('Cache-Control', pickPolicy(context.req.path));
  };

const policyOfRootFile = (path: string) =>
  SERVICE_WORKER_FILE.test(path) || path.endsWith('.html') ? REVALIDATE : FOR_A_DAY;

interface Page {
  /** File name under the client root. */
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
export function pageFor(clientRoot: string, path: string): Page | undefined {
  const exists = (file: string) => existsSync(join(clientRoot, file));
  const notFound = (): Page =>
    exists(NOT_FOUND_PAGE) ? { file: NOT_FOUND_PAGE, status: 404 } : { file: HOME_PAGE, status: 200 };

  if (path === '/') return { file: HOME_PAGE, status: 200 };
  if (ROUTE_PATH.test(path)) {
    const file = `${path.slice(1).replace(/\/$/, '')}.html`;
    // The not-found page is a page the build wrote, but /404 is still no route.
    return file !== NOT_FOUND_PAGE && exists(file) ? { file, status: 200 } : notFound();
  }
  if (HTML_FILE_PATH.test(path)) {
    const file = path.slice(1);
    return exists(file) ? { file, status: 200 } : notFound();
  }
  return FILE_PATH.test(path) ? undefined : notFound();
}

/**
 * Serves built pages, compressed, always revalidated (they name the current assets) and with an
 * ETag so a revalidation of an unchanged page is a bodiless 304. A page is always sent whole:
 * ranges mean nothing for a 404, and a page is small enough not to need them.
 */
function servePages(clientRoot: string): MiddlewareHandler {
  // Read through a private app, so the file server sees the page's own path and no Range.
  const reader = new Hono().get('*', serveStatic({ root: clientRoot, precompressed: true }));

  return async (context: Context, next) => {
    const page = pageFor(clientRoot, context.req.path);
    if (!page) return next();
    const headers = new Headers(context.req.raw.headers);
    headers.delete('range');
    const served = await reader.request(`/${page.file}`, { method: context.req.method, headers });
    if (!served.ok) return next();
    const answer = new Headers(served.headers);
    answer.set('Cache-Control', REVALIDATE);
    markVaryOnEncoding(answer);
    return new Response(served.body, { status: page.status, headers: answer });
  };
}

/**
 * Serves the built client. Hashed assets are cached for a year (their names change with their
 * content) and sent as the build's brotli or gzip copy when the browser accepts one. Each route
 * answers with the page the build prerendered for it (see `pageFor`), revalidated with an ETag.
 * Icons, the manifest and robots.txt are the files they are, kept a day. A missing asset or
 * file is a plain 404 that nobody stores: answering it with a page would hand a script tag
 * HTML, and a cache would keep that mistake for a year.
 */
/** A built file under /assets whose name carries its content hash: it never changes. */
export const isHashedAsset = (path: string): boolean => path.startsWith('/assets/') && HASHED_FILE.test(path);

/** An immutable file is never revalidated, so its date is bytes for nothing. */
const withoutLastModified: MiddlewareHandler = async (context, next) => {
  await next();
  if (isHashedAsset(context.req.path)) context.res.headers.delete('Last-Modified');
};

export function mountClient(app: Hono, clientRoot: string): void {
  const files = serveStatic({ root: clientRoot, precompressed: true });
  const fileNotFound = (context: Context) => {
    context.header('Cache-Control', 'no-store');
    return context.text('Not found', 404);
  };

  app.use(
    '/assets/*',
    withoutLastModified,
    cacheFor((path) => (HASHED_FILE.test(path) ? IMMUTABLE : REVALIDATE)),
    varyOnEncoding,
    files,
  );
  app.all('/assets/*', fileNotFound);

  app.get('*', etag(), servePages(clientRoot));
  app.use('*', etag(), cacheFor(policyOfRootFile), varyOnEncoding, files);
  app.get('*', fileNotFound);
}
