import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built client: hashed assets cached for a year (their names change with their
 * content), pre-compressed copies when the browser accepts them, and index.html, never cached,
 * for `/` and every other GET so a reload on a client route such as /weekly works (SPA fallback).
 */
export function mountClient(app: Hono, clientRoot: string): void {
  let indexHtml: Promise<string> | undefined;
  const sendIndex = async (context: Context) => {
    indexHtml ??= readFile(join(clientRoot, 'index.html'), 'utf8');
    context.header('Cache-Control', 'no-cache');
    return context.html(await indexHtml);
  };

  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.use(
    '/assets/*',
    async (context, next) => {
      await next();
      if (context.res.status === 200) context.header('Cache-Control', IMMUTABLE);
    },
    serveStatic({ root: clientRoot, precompressed: true }),
  );
  app.use('*', serveStatic({ root: clientRoot, precompressed: true }));
  app.get('*', sendIndex);
}
