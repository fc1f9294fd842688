import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { parseEnv } from './env';
import { createLogger } from './logging/logger';
import { type BuiltClientFixture, builtClientFixture } from './testing/built-client-fixture';

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let client: BuiltClientFixture;
let app: Hono;
/** A build whose prerender wrote a page per route and the not-found page. */
let prerendered: BuiltClientFixture;
let prerenderedApp: Hono;

const appServing = (root: string) =>
  createApp({ env: parseEnv({}), clientRoot: root, logger: createLogger('silent') });

beforeAll(async () => {
  [client, prerendered] = await Promise.all([
    builtClientFixture(),
    builtClientFixture({ prerendered: true }),
  ]);
  app = appServing(client.root);
  prerenderedApp = appServing(prerendered.root);
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const getPrerendered = (path: string, headers: Record<string, string> = {}) =>
  prerenderedApp.request(path, { headers });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('hashed assets', () => {
  it('sends the brotli copy to a browser that accepts it, cached for a year', async () => {
    const response = await get(client.script.path, { 'accept-encoding': BROWSER_ENCODINGS });
    const body = await bytesOf(response);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(body).toEqual(await readFile(join(client.root, `${client.script.path}.br`)));
    expect(brotliDecompressSync(body).toString()).toBe(client.script.text);
    expect(body.length).toBeLessThan(client.script.text.length / 3);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const response = await get(client.script.path, { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytesOf(response)).toString()).toBe(client.script.text);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('sends the plain file otherwise, still marked as varying by encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get(client.script.path, headers);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect((await bytesOf(response)).toString()).toBe(client.script.text);
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(client.script.text)));
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    }
  });

  it('revalidates a file under assets/ whose name carries no content hash', async () => {
    const response = await get('/assets/readme.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset with a 404 nobody stores, never with index.html', async () => {
    for (const path of ['/assets/x.js', '/assets/index-Zz9_Yy8X.css']) {
      const response = await get(path, { 'accept-encoding': BROWSER_ENCODINGS });
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).not.toContain('text/html');
      expect(await response.text()).not.toContain('<div id="root">');
    }
  });
});

describe('index.html', () => {
  it('is sent compressed at / and on client routes, and revalidated rather than kept', async () => {
    for (const path of ['/', '/index.html', '/weekly']) {
      const response = await get(path, { 'accept-encoding': BROWSER_ENCODINGS });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(await bytesOf(response)).toString()).toBe(client.indexHtml);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    }
  });

  it('answers a revalidation with 304 and no body while it is unchanged', async () => {
    const first = await get('/', { 'accept-encoding': BROWSER_ENCODINGS });
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[^"]+"$/);
    const again = await get('/', { 'accept-encoding': BROWSER_ENCODINGS, 'if-none-match': tag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('no-cache');
    // The gzip copy is another representation, so it must not share the brotli copy's tag.
    const gzipped = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': tag ?? '' });
    expect(gzipped.status).toBe(200);
    expect(gunzipSync(await bytesOf(gzipped)).toString()).toBe(client.indexHtml);
  });
});

describe('prerendered pages', () => {
  it('answers each route with the page the build wrote for it, compressed and revalidated', async () => {
    const expectations = [
      ['/', prerendered.indexHtml],
      ['/index.html', prerendered.indexHtml],
      ['/daily', prerendered.pages['daily.html']],
      ['/daily/', prerendered.pages['daily.html']],
      ['/daily.html', prerendered.pages['daily.html']],
      ['/birth-chart', prerendered.pages['birth-chart.html']],
    ] as const;
    for (const [path, html] of expectations) {
      const response = await getPrerendered(path, { 'accept-encoding': BROWSER_ENCODINGS });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expect(response.headers.get('content-encoding'), path).toBe('br');
      expect(brotliDecompressSync(await bytesOf(response)).toString(), path).toBe(html);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('vary'), path).toMatch(/accept-encoding/i);
    }
  });

  it("answers a route's revalidation with 304 while its page is unchanged", async () => {
    const first = await getPrerendered('/daily', { 'accept-encoding': 'gzip' });
    const tag = first.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(tag).not.toBe((await getPrerendered('/', { 'accept-encoding': 'gzip' })).headers.get('etag'));
    const again = await getPrerendered('/daily', { 'accept-encoding': 'gzip', 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers any other page-like path with the prerendered not-found page and a 404', async () => {
    for (const path of ['/no-such-page', '/daily/extra', '/Daily', '/404', '/missing.html', '/.git/config']) {
      const response = await getPrerendered(path, { 'accept-encoding': 'gzip' });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expect(gunzipSync(await bytesOf(response)).toString(), path).toBe(prerendered.pages['404.html']);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('sends the not-found page itself with a 200 when asked for by name, so it can be precached', async () => {
    const response = await getPrerendered('/404.html');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(prerendered.pages['404.html']);
  });

  it('falls back to index.html with a 200 while the build has no page for the route', async () => {
    for (const path of ['/daily', '/weekly/', '/no-such-page', '/daily.html']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(client.indexHtml);
    }
  });

  it('never answers a path naming another type of file with a page', async () => {
    for (const path of [
      '/daily.js',
      '/daily.css',
      '/favicon.ico',
      '/.env',
      '/icons/missing.png',
      '/robots.txt.bak',
    ]) {
      for (const respond of [get, getPrerendered]) {
        const response = await respond(path);
        expect(response.status, path).toBe(404);
        expect(response.headers.get('content-type'), path).not.toContain('text/html');
        expect(response.headers.get('cache-control'), path).toBe('no-store');
      }
    }
  });
});

describe('files from public/', () => {
  it.each([
    ['/robots.txt', 'text/plain'],
    ['/manifest.webmanifest', 'application/manifest+json'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/icons/icon-192.png', 'image/png'],
  ])('serves %s as %s, kept a day and then revalidated', async (path, type) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(type);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, must-revalidate');
    const tag = response.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"[^"]+"$/);
    const again = await get(path, { 'if-none-match': tag });
    expect(again.status).toBe(304);
  });

  it('serves robots.txt allowing every crawler everything', async () => {
    expect(await (await get('/robots.txt')).text()).toBe('User-agent: *\nAllow: /\n');
  });

  it('never lets a cache keep the service worker without asking', async () => {
    const response = await get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('ranges', () => {
  it('sends a page whole, whatever range was asked for', async () => {
    for (const path of ['/daily', '/no-such-page']) {
      const response = await getPrerendered(path, { 'accept-encoding': 'br', range: 'bytes=0-10' });
      expect(response.status, path).toBe(path === '/daily' ? 200 : 404);
      expect(response.headers.get('content-range'), path).toBeNull();
      expect(brotliDecompressSync(await bytesOf(response)).toString(), path).toContain('</html>');
    }
  });
});
