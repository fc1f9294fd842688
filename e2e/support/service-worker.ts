import type { Page } from 'playwright-core';

/**
 * Waits until the page is controlled by an activated service worker. With `clientsClaim` the
 * first worker takes over the page that registered it as soon as it has activated, and it only
 * activates once its precache is complete, so from here the whole app is stored.
 */
export async function waitForServiceWorkerControl(page: Page, timeoutMs = 45_000): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: timeoutMs,
    polling: 200,
  });
}

/** Every URL the page's origin holds in Cache Storage, whatever cache it sits in. */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}
