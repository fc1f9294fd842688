import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { parseEnv } from './env';
import { createLogger } from './logging/logger';

function builtClient(): string {
  const folder = mkdtempSync(join(tmpdir(), 'cosmic-client-'));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(
    join(folder, 'index.html'),
    '<!doctype html><title>Cosmic Guide</title><div id="root"></div>',
  );
  writeFileSync(join(folder, 'assets', 'index-Ab3_x9Zq.js'), 'console.log("app")');
  return folder;
}

const app = createApp({ env: parseEnv({}), clientRoot: builtClient(), logger: createLogger('silent') });

describe('createApp', () => {
  it('serves index.html for client routes so a reload on /weekly works', async () => {
    const response = await app.request('/weekly');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves index.html as HTML at the root, never cached', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await app.request('/assets/index-Ab3_x9Zq.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('keeps a hashed asset’s headers lean: nosniff and resource policy, not the page-only set', async () => {
    const response = await app.request('/assets/index-Ab3_x9Zq.js');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'permissions-policy',
      'x-frame-options',
      'last-modified',
    ]) {
      expect(response.headers.get(name), name).toBeNull();
    }
    const page = await app.request('/');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('strict-transport-security')).toBeTruthy();
  });

  it('sends strict security headers on every answer', async () => {
    const response = await app.request('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers unknown API routes with a JSON 404 instead of the client', async () => {
    const response = await app.request('/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'No API route GET /api/nope' });
  });

  it('reports the provider configuration without the key', async () => {
    const withKey = createApp({
      env: parseEnv({ OPENAI_API_KEY: 'sk-secret-value', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }),
      logger: createLogger('silent'),
    });
    const response = await withKey.request('/api/health');
    const text = await response.text();
    expect(text).not.toContain('sk-secret-value');
    const body = JSON.parse(text) as { provider: { configured: boolean } };
    expect(body.provider).toEqual({ configured: true });
    expect(text).not.toContain('127.0.0.1');
    const offline = await (await app.request('/api/health')).json();
    expect(offline.provider.configured).toBe(false);
  });
});
