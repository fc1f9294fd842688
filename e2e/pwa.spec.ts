import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { phoneSession } from './support/phone-session';
import { type RunningServer, startServerProcess } from './support/server-process';
import { cachedUrls, waitForServiceWorkerControl } from './support/service-worker';
import { waitForFinishedReading } from './support/wait';

const offlineUrl = inject('offlineUrl');
const session = phoneSession();
const clientRoot = fileURLToPath(new URL('../dist/client', import.meta.url));

const readingCard = (page: Page) => page.locator('article', { hasText: 'reading for' });

describe('files the browser and crawlers ask for by name', () => {
  it.each([
    ['/robots.txt', 'text/plain'],
    ['/manifest.webmanifest', 'application/manifest+json'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/icons/icon-192.png', 'image/png'],
    ['/icons/icon-512.png', 'image/png'],
    ['/icons/icon-maskable-512.png', 'image/png'],
    ['/apple-touch-icon.png', 'image/png'],
  ])('serves %s as %s, kept a day and revalidated with an ETag', async (path, type) => {
    const response = await fetch(new URL(path, offlineUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(type);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, must-revalidate');
    const again = await fetch(new URL(path, offlineUrl), {
      headers: { 'if-none-match': response.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('serves a robots.txt that lets every crawler read everything', async () => {
    const text = await (await fetch(new URL('/robots.txt', offlineUrl))).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).not.toMatch(/Disallow: \/\S|<html/i);
  });

  it('serves the service worker as script that is never kept without asking', async () => {
    const response = await fetch(new URL('/sw.js', offlineUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('the built service worker', () => {
  it('precaches the shell only, and lists every other script, stylesheet and page for later', async () => {
    const worker = await readFile(join(clientRoot, 'sw.js'), 'utf8');
    const precached = [...worker.matchAll(/"?url"?:\s*"([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(precached).toContain('index.html');
    expect(precached.some((url) => /^assets\/first-visit-.*\.js$/.test(url))).toBe(true);
    expect(precached.some((url) => /^assets\/offline-composer-loaders-.*\.js$/.test(url))).toBe(true);
    // Neither every route's page nor an icon, nor anything of the API.
    expect(precached.filter((url) => /\.png$|api\/|^(?!index)[^/]+\.html$/.test(url))).toEqual([]);
    expect(precached.length).toBeLessThan(15);

    const { readdir } = await import('node:fs/promises');
    const list = JSON.parse(await readFile(join(clientRoot, 'offline-files.json'), 'utf8')) as {
      assets: string[];
      pages: string[];
    };
    const built = (await readdir(join(clientRoot, 'assets'))).filter((file) => /\.(?:js|css)$/.test(file));
    expect(built.filter((file) => !list.assets.includes(`/assets/${file}`))).toEqual([]);
    expect(list.pages).toEqual(expect.arrayContaining(['/', '/daily', '/tarot', '/birth-chart']));
  });
});

describe('installable', () => {
  let profile: string;
  beforeAll(async () => {
    profile = await mkdtemp(join(tmpdir(), 'cosmic-install-'));
  });
  afterAll(async () => {
    await rm(profile, { recursive: true, force: true });
  });

  it("meets Chromium's installability criteria, with a manifest it parses without errors", async () => {
    // Chromium never offers to install from an incognito profile, and a fresh browser context is
    // one; a persistent profile is what a visitor's browser has.
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
      baseURL: offlineUrl,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await waitForServiceWorkerControl(page);
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: { message: string }[];
      };
      expect(manifest.url).toBe(new URL('/manifest.webmanifest', offlineUrl).href);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('offline after one visit', () => {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    // A server of its own, stopped mid-test: nothing but the service worker can answer then.
    server = await startServerProcess({ LOG_LEVEL: 'silent' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('opens /, /daily and /tarot and composes a daily reading on the device, marked so', async () => {
    const { page, context } = await session.open(server?.url ?? '', { serviceWorkers: 'allow' });
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    // One reading while online, so an answer of the API had every chance to be stored.
    // A second page under the worker: the device is idle on a fast connection, so the rest of
    // the app is fetched (src/lib/pwa/offline-copy.ts), pages never visited included.
    await page.goto('/daily');
    await page.getByRole('button', { name: /Leo/ }).first().click();
    await waitForFinishedReading(readingCard(page), (text) => text.includes('Daily reading for Leo'));
    await expect
      .poll(async () => (await cachedUrls(page)).some((url) => new URL(url).pathname === '/tarot'), {
        timeout: 30_000,
      })
      .toBe(true);

    await server?.stop();
    await context.setOffline(true);

    for (const [path, heading] of [
      ['/', /./],
      ['/daily', /Daily Horoscope/],
      ['/tarot', /Tarot/],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.fromServiceWorker(), path).toBe(true);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().innerText(), { timeout: 10_000 })
        .toMatch(heading);
    }

    await page.goto('/daily');
    await page
      .getByRole('button', { name: /Pisces/ })
      .first()
      .click();
    const text = await waitForFinishedReading(readingCard(page), (value) =>
      value.includes('Daily reading for Pisces'),
    );
    expect(text).toContain('Composed offline');
    expect(text).toContain('on this device while the server could not be reached');
  });

  it('never answers the API from a cache: offline, a reading request fails rather than replay', async () => {
    const { page, context } = await session.open(offlineUrl, { serviceWorkers: 'allow' });
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    // Both forms: a shared reading by GET (what the pages send), any reading by POST.
    const ask = (method: 'GET' | 'POST') =>
      page.evaluate(async (method) => {
        // The server takes only the visitor's own today.
        const today = new Date();
        const date = [today.getFullYear(), today.getMonth() + 1, today.getDate()]
          .map((part) => String(part).padStart(2, '0'))
          .join('-');
        const body = { feature: 'horoscope', sign: 'leo', period: 'daily', date };
        try {
          const response =
            method === 'GET'
              ? await fetch(`/api/readings?${new URLSearchParams(body).toString()}`, {
                  headers: { accept: 'application/json' },
                })
              : await fetch('/api/readings', {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', accept: 'application/json' },
                  body: JSON.stringify(body),
                });
          return `${response.status} ${(await response.text()).slice(0, 40)}`;
        } catch (error) {
          return `failed: ${String(error)}`;
        }
      }, method);
    expect(await ask('GET')).toMatch(/^200 /);
    expect(await ask('POST')).toMatch(/^200 /);
    const health = () =>
      page.evaluate(() =>
        fetch('/api/health').then(
          (response) => `${response.status}`,
          (error: unknown) => `failed: ${String(error)}`,
        ),
      );
    expect(await health()).toBe('200');

    await context.setOffline(true);
    expect(await ask('GET')).toMatch(/^failed: TypeError/);
    expect(await ask('POST')).toMatch(/^failed: TypeError/);
    expect(await health()).toMatch(/^failed: TypeError/);
    expect((await cachedUrls(page)).filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);
  });
});

describe('a new version', () => {
  const workerFile = join(clientRoot, 'sw.js');
  const siblings = ['.br', '.gz'].map((suffix) => workerFile + suffix).filter((file) => existsSync(file));
  let original: string | undefined;

  /** This test's own server: a deploy restarts the server, which reads the build once at start. */
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.stop();
    if (original !== undefined) await writeFile(workerFile, original);
    for (const file of siblings) if (existsSync(`${file}.away`)) await rename(`${file}.away`, file);
  });

  it('is offered by the update prompt once installed, and Reload hands the page over to it', async () => {
    await launchBrowser();
    server = await startServerProcess({ LOG_LEVEL: 'silent' });
    const { page } = await session.open(server.url, { serviceWorkers: 'allow' });
    await page.goto('/daily');
    await waitForServiceWorkerControl(page);

    // Deploy a new version: the same app with a worker that differs by a byte, as a rebuild's
    // would, served by a restarted server at the same address.
    original = await readFile(workerFile, 'utf8');
    for (const file of siblings) await rename(file, `${file}.away`);
    await writeFile(workerFile, `${original}\n// e2e: a newer build\n`);
    const port = new URL(server.url).port;
    await server.stop();
    server = await startServerProcess({ LOG_LEVEL: 'silent', PORT: port });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const status = page.getByRole('status').filter({ hasText: 'A new version of Cosmic Guide is ready.' });
    await status.waitFor({ timeout: 30_000 });
    const hasWaitingWorker = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);
    expect(await hasWaitingWorker()).toBe(true);
    const reload = status.getByRole('button', { name: 'Reload' });
    await reload.focus();
    expect(await reload.evaluate((button) => getComputedStyle(button).outlineStyle)).not.toBe('none');
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);

    await page.getByRole('heading', { level: 1, name: 'Daily Horoscope' }).waitFor();
    // The waiting worker took over: none waits any more, and one controls the reloaded page.
    await expect.poll(hasWaitingWorker).toBe(false);
    await waitForServiceWorkerControl(page);
    expect(await page.getByText('A new version of Cosmic Guide is ready.').count()).toBe(0);
  });
});
