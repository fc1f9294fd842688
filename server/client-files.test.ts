import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { acceptedEncodings, loadClientFiles, matchesValidator, pickBody } from './client-files';
import { parseEnv } from './env';
import { createLogger } from './logging/logger';
import { builtClientFixture } from './testing/built-client-fixture';

describe('the built client in memory', () => {
  it('keeps each file once, with the build’s brotli and gzip copies as its other bodies', async () => {
    const client = await builtClientFixture({ prerendered: true });
    const files = loadClientFiles(client.root);
    const script = files.get(client.script.path);
    expect(script?.contentType).toMatch(/javascript/);
    expect(Object.keys(script?.bodies ?? {}).sort()).toEqual(['br', 'gzip', 'identity']);
    expect(files.has(`${client.script.path}.br`)).toBe(false);
    expect(files.get('/daily.html')?.compressible).toBe(true);
    expect(files.get('/icons/icon-192.png')?.compressible).toBe(false);
    // Every encoding has its own validator, so a cache never mixes one body with another.
    const etags = Object.values(script?.bodies ?? {}).map((body) => body.etag);
    expect(new Set(etags).size).toBe(3);
  });

  it('answers from memory after start: deleting the files from disk changes nothing', async () => {
    const client = await builtClientFixture({ prerendered: true });
    const app = createApp({ env: parseEnv({}), clientRoot: client.root, logger: createLogger('silent') });
    await rm(join(client.root, 'assets'), { recursive: true });
    await rm(join(client.root, 'daily.html'));
    const script = await app.request(client.script.path);
    expect(script.status).toBe(200);
    expect(await script.text()).toBe(client.script.text);
    const page = await app.request('/daily', { headers: { 'accept-encoding': 'identity' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(client.pages['daily.html']);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const client = await builtClientFixture();
    const app = createApp({ env: parseEnv({}), clientRoot: client.root, logger: createLogger('silent') });
    const head = await app.request(client.script.path, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    const get = await app.request(client.script.path, { headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });
});

describe('content negotiation', () => {
  it('reads Accept-Encoding with its q-values: q=0 refuses an encoding', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.8').has('br')).toBe(false);
    expect(acceptedEncodings('br;q=0.0').has('br')).toBe(false);
    expect(acceptedEncodings('br;q=0.5').has('br')).toBe(true);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });

  it('picks brotli, then gzip, then the file itself', async () => {
    const client = await builtClientFixture();
    const file = loadClientFiles(client.root).get(client.script.path);
    if (!file) throw new Error('the fixture has its script');
    expect(pickBody(file, 'gzip, br')[0]).toBe('br');
    expect(pickBody(file, 'gzip, br;q=0')[0]).toBe('gzip');
    expect(pickBody(file, 'identity')[0]).toBe('identity');
  });

  it('matches If-None-Match lists, weak forms and the wildcard', () => {
    expect(matchesValidator('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesValidator('*', '"b"')).toBe(true);
    expect(matchesValidator('"a"', '"b"')).toBe(false);
    expect(matchesValidator(undefined, '"b"')).toBe(false);
  });
});
