import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneSession } from './support/phone-session';
import { type RunningServer, startServerProcess } from './support/server-process';
import { cachedUrls, waitForServiceWorkerControl } from './support/service-worker';
import { recordTransfer, totalBytes } from './support/transfer';
import { waitForFinishedReading } from './support/wait';

/** Issue 27: a first visit to any route, service worker included, within its first 30 s. */
const FIRST_VISIT_BUDGET_BYTES = 200 * 1024;
const FIRST_VISIT_WINDOW_MS = 30_000;

const session = phoneSession();
const readingCard = (page: Page) => page.locator('article', { hasText: 'reading for' });

describe('a first visit', () => {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    // A server of its own, stopped mid-test: nothing but the service worker can answer then.
    server = await startServerProcess({ LOG_LEVEL: 'silent' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('costs at most 200 KiB in its first 30 s, and the page composes a reading offline on the next visit', async () => {
    const { page, context } = await session.open(server?.url ?? '', { serviceWorkers: 'allow' });
    const transfer = await recordTransfer(page);
    const started = Date.now();

    await page.goto('/daily');
    await waitForServiceWorkerControl(page);
    await page.waitForTimeout(Math.max(0, FIRST_VISIT_WINDOW_MS - (Date.now() - started)));

    const summary = transfer.files
      .map((file) => `${file.by}: ${file.bytes} ${new URL(file.url).pathname}`)
      .join('\n');
    // The worker's own downloads are counted: it installs from the network (the shell, the
    // composer's loaders), and what it fetched must be in the figure.
    expect(transfer.files.filter((file) => file.by === 'service worker').length, summary).toBeGreaterThan(3);
    console.info(
      `First visit to /daily, 30 s: ${(totalBytes(transfer.files) / 1024).toFixed(1)} KiB in ${transfer.files.length} responses`,
    );
    expect(totalBytes(transfer.files), summary).toBeLessThanOrEqual(FIRST_VISIT_BUDGET_BYTES);
    // No icon is fetched for a visit: the manifest's PNGs are for installing.
    expect(
      transfer.files.filter((file) => file.url.endsWith('.png')),
      summary,
    ).toEqual([]);

    // The visitor asks for a reading: the page keeps its composer for a visit without network.
    await page.getByRole('button', { name: /Leo/ }).first().click();
    await waitForFinishedReading(readingCard(page), (text) => text.includes('Daily reading for Leo'));
    await expect
      .poll(
        async () => {
          const kept = (await cachedUrls(page)).map((url) => new URL(url).pathname);
          return kept.includes('/daily') && kept.some((path) => path.includes('/offline-reading-'));
        },
        { timeout: 15_000 },
      )
      .toBe(true);

    await server?.stop();
    await context.setOffline(true);
    const response = await page.goto('/daily');
    expect(response?.fromServiceWorker()).toBe(true);
    await page
      .getByRole('button', { name: /Pisces/ })
      .first()
      .click();
    const text = await waitForFinishedReading(readingCard(page), (value) =>
      value.includes('Daily reading for Pisces'),
    );
    expect(text).toContain('Composed offline');
  }, 120_000);
});
