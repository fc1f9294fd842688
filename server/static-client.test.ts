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

beforeAll(async () => {
  client = await builtClientFixture();
  app = createApp({ env: parseEnv({}), clientRoot: client.root, logger: createLogger('silent') });
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
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
