/**
 * The parts of the offline copy the service worker does not precache (issue 27). Its precache
 * holds the shell only; the rest is kept in two caches its runtime routes read
 * (tooling/service-worker.ts): what a page fetched on its first visit, and, on a connection that
 * allows it, every other file of the build once the visitor comes back.
 */

/** Cache names shared with the worker's runtime routes in tooling/service-worker.ts. */
export const ASSET_CACHE = 'cosmic-assets';
export const PAGE_CACHE = 'cosmic-pages';

/** Written by the build beside the worker: every file of the build the precache leaves out. */
export const OFFLINE_FILE_LIST_URL = '/offline-files.json';

export interface OfflineFileList {
  assets: string[];
  pages: string[];
}

/** What `navigator.connection` tells (Chromium only; other browsers say nothing). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
  type?: string;
}

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g', '3g']);

/**
 * Whether the whole app may be downloaded now: never when the visitor asked to save data, on a
 * connection Chromium rates 3G or slower, or on one it reports as mobile data. A browser that
 * gives no hints is trusted, as before issue 27 when everything was precached.
 */
export function mayWarmUp(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  if (connection.effectiveType && SLOW_CONNECTIONS.has(connection.effectiveType)) return false;
  return connection.type !== 'cellular';
}

async function addMissing(cache: Cache, urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    // One at a time: the visitor's own requests keep their share of the connection.
    if (!(await cache.match(url))) await cache.add(url);
  }
}

/**
 * Keeps the files this page fetched before the worker controlled it (a first visit's page, its
 * scripts and styles), so it opens offline next time. The hashed files come from the browser's
 * HTTP cache, which holds them already: no bytes on the wire; the page itself is asked again.
 */
export async function keepThisPage(
  cacheStorage: CacheStorage,
  loaded: readonly string[],
  pagePath: string,
): Promise<void> {
  const assets = loaded
    .map((url) => new URL(url, location.origin))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  await addMissing(await cacheStorage.open(ASSET_CACHE), assets);
  await addMissing(await cacheStorage.open(PAGE_CACHE), [pagePath]);
}

/** Fetches every file of the build not yet kept, into the caches the worker reads. */
export async function warmUpOfflineCopy(
  cacheStorage: CacheStorage,
  fetchList: () => Promise<OfflineFileList>,
): Promise<void> {
  const list = await fetchList();
  await addMissing(await cacheStorage.open(ASSET_CACHE), list.assets);
  await addMissing(await cacheStorage.open(PAGE_CACHE), list.pages);
}

const whenIdle = (work: () => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 1000);
};

const fetchOfflineFileList = async (): Promise<OfflineFileList> => {
  const response = await fetch(OFFLINE_FILE_LIST_URL);
  if (!response.ok) throw new Error(`${OFFLINE_FILE_LIST_URL}: HTTP ${response.status}`);
  return (await response.json()) as OfflineFileList;
};

/**
 * Called once the worker is registered. A page the worker did not control at its start is a
 * first visit: once the worker takes over, it keeps that page's files. A page it controlled
 * is a visitor who came back or opened another page: then, when the device is idle and the
 * connection allows, the rest of the app is fetched, so every page opens offline.
 */
export function startOfflineCopy(controlledAtStart: boolean): void {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || typeof caches === 'undefined') return;
  const quietly = (work: Promise<void>) =>
    void work.catch((error: unknown) => console.info('Part of the offline copy is not stored yet:', error));
  if (!controlledAtStart) {
    const keep = () =>
      whenIdle(() =>
        quietly(
          keepThisPage(
            caches,
            performance.getEntriesByType('resource').map((entry) => entry.name),
            location.pathname,
          ),
        ),
      );
    if (container.controller) keep();
    else container.addEventListener('controllerchange', keep, { once: true });
    return;
  }
  const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
  if (mayWarmUp(connection)) whenIdle(() => quietly(warmUpOfflineCopy(caches, fetchOfflineFileList)));
}
