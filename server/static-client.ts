import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { etag } from 'hono/etag';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Stored, but checked with the server (a cheap 304 thanks to the ETag) before each use. */
const REVALIDATE = 'no-cache';

/** Vite names every emitted file `<name>-<hash>.<ext>`, the hash being 8 or more url-safe characters. */
const HASHED_FILE = /-[\w-]{8,}\.[a-z0-9]+$/i;

/**
 * The build leaves a `.br` and `.gz` beside each compressible file, so any such answer may
 * differ by Accept-Encoding, including the plain one a client without compression gets.
 */
const varyOnEncoding: MiddlewareHandler = async (context, next) => {
  await next();
  if (!context.res.ok) return;
  const type = context.res.headers.get('Content-Type') ?? '';
  const vary = context.res.headers.get('Vary') ?? '';
  if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) && !/\baccept-encoding\b/i.test(vary)) {
    context.header('Vary', 'Accept-Encoding', { append: true });
  }
};

const cacheFor =
  (pickPolicy: (path: string) => string): MiddlewareHandler =>
  async (context, next) => {
    await next();
    if (context.res.ok) context.header('Cache-Control', pickPolicy(context.req.path));
  };

/**
 * Serves the built client. Hashed assets are cached for a year (their names change with their
 * content) and sent as the build's brotli or gzip copy when the browser accepts one. index.html
 * answers `/` and every other GET outside /api and /assets, so a reload on a client route such
 * as /weekly works; it is compressed too but always revalidated, since it names the current
 * assets. A missing asset is a plain 404 that nobody stores: answering it with index.html would
 * hand a script tag HTML, and a cache would keep that mistake for a year.
 */
export function mountClient(app: Hono, clientRoot: string): void {
  const files = serveStatic({ root: clientRoot, precompressed: true });
  const indexHtml = serveStatic({ root: clientRoot, path: 'index.html', precompressed: true });

  app.use(
    '/assets/*',
    cacheFor((path) => (HASHED_FILE.test(path) ? IMMUTABLE : REVALIDATE)),
    varyOnEncoding,
    files,
  );
  app.all('/assets/*', (context) => {
    context.header('Cache-Control', 'no-store');
    return context.text('Not found', 404);
  });

  const sendIndex = [etag(), cacheFor(() => REVALIDATE), varyOnEncoding, indexHtml] as const;
  app.get('/', ...sendIndex);
  app.get('/index.html', ...sendIndex);
  app.use(
    '*',
    cacheFor(() => REVALIDATE),
    varyOnEncoding,
    files,
  );
  app.get('*', ...sendIndex);
}
