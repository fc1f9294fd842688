import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { parseEnv } from './env';
import { createCapturingLogger } from './testing/capturing-logger';
import { type LoopbackServer, serveOnLoopback } from './testing/serve-on-loopback';

/** Hardening of the whole app on loopback: what an attacker or a flaky network meets. */
const logger = createCapturingLogger();
let server: LoopbackServer;

beforeAll(async () => {
  server = await serveOnLoopback(createApp({ env: parseEnv({ LOG_LEVEL: 'debug' }), logger }));
});
afterAll(() => server.close());

/** Starts a chunked upload, sends half a JSON body, then drops the connection. */
function abortedUpload(origin: string): Promise<void> {
  return new Promise((resolve) => {
    const url = new URL('/api/readings', origin);
    const upload = httpRequest(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    });
    upload.on('error', () => resolve());
    upload.write('{"feature":"horoscope","sign":"le');
    setTimeout(() => {
      upload.destroy();
      resolve();
    }, 5);
  });
}

describe('client aborts', () => {
  it('are not logged as server errors, however many arrive', async () => {
    for (let batch = 0; batch < 10; batch += 1) {
      await Promise.all(Array.from({ length: 30 }, () => abortedUpload(server.origin)));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);
    const health = await fetch(`${server.origin}/api/health`);
    expect(health.status).toBe(200);
  });
});

describe('GET /api/health', () => {
  it('tells the public whether a provider is configured, and nothing about where it is', async () => {
    const response = await fetch(`${server.origin}/api/health`);
    expect(await response.json()).toEqual({ status: 'ok', provider: { configured: false } });
  });
});

describe('HSTS', () => {
  it('covers subdomains only when the operator says so', async () => {
    const plain = await fetch(`${server.origin}/api/health`);
    expect(plain.headers.get('strict-transport-security')).toBe('max-age=15552000');
    const subdomains = createApp({ env: parseEnv({ HSTS_INCLUDE_SUBDOMAINS: 'true' }), logger });
    const response = await subdomains.request('/api/health');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
  });
});
