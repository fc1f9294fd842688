import { fileURLToPath } from 'node:url';
import type { CDPSession } from 'playwright-core';
import { routeList } from '../src/app/paths';
import { closeBrowser, launchBrowser, openPhonePage } from '../e2e/support/browser';
import { startServerProcess } from '../e2e/support/server-process';

/** How long after the load event a page is watched for files it fetched without asking. */
export const AFTER_LOAD_WATCH_MS = 5000;

/** One response of a visit, as Chromium counted it on the wire (headers and body). */
export interface VisitedFile {
  path: string;
  js: boolean;
  wireBytes: number;
  /** Started after the load event. */
  afterLoad: boolean;
  /** A prefetch (`Sec-Purpose: prefetch`): kept for later, not shown or run by the page. */
  prefetch: boolean;
}

export interface RouteVisit {
  path: string;
  files: VisitedFile[];
  /** Every file of the visit up to the end of the watch, prefetches included. */
  totalBytes: number;
  jsBytes: number;
  /** Files fetched after load, within the watch, that the page did not ask for (prefetches). */
  unaskedAfterLoad: VisitedFile[];
}

interface Pending {
  url: string;
  startedAt: number;
  prefetch: boolean;
  mimeType?: string;
}

const isPrefetch = (headers: Record<string, unknown>) =>
  Object.entries(headers).some(
    ([name, value]) => name.toLowerCase() === 'sec-purpose' && String(value).includes('prefetch'),
  );

/**
 * Listens to Chromium's own network events for one page: `encodedDataLength` at
 * `Network.loadingFinished` is every byte the response took on the wire, headers included.
 * Timestamps share one monotonic clock with `Page.loadEventFired`.
 */
function recordNetwork(cdp: CDPSession, origin: string) {
  const pending = new Map<string, Pending>();
  const finished: (Pending & { wireBytes: number })[] = [];
  let loadedAt = Number.POSITIVE_INFINITY;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (new URL(event.request.url).origin !== origin || event.request.url.startsWith('data:')) return;
    pending.set(event.requestId, {
      url: event.request.url,
      startedAt: event.timestamp,
      prefetch: isPrefetch(event.request.headers) || event.type === 'Prefetch',
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = pending.get(event.requestId);
    if (request) request.mimeType = event.response.mimeType;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = pending.get(event.requestId);
    if (!request) return;
    pending.delete(event.requestId);
    finished.push({ ...request, wireBytes: event.encodedDataLength });
  });
  cdp.on('Page.loadEventFired', (event) => {
    loadedAt = Math.min(loadedAt, event.timestamp);
  });
  return { finished, loadedAt: () => loadedAt };
}

/**
 * A first visit to one route in a fresh phone context (no service worker, whose precache the
 * PWA spec measures): the page and everything it fetches until `AFTER_LOAD_WATCH_MS` after its
 * load event.
 */
export async function measureRouteVisit(baseUrl: string, path: string): Promise<RouteVisit> {
  const origin = new URL(baseUrl).origin;
  const { page, context } = await openPhonePage(baseUrl);
  try {
    const cdp = await context.newCDPSession(page);
    const network = recordNetwork(cdp, origin);
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_WATCH_MS);
    const loadedAt = network.loadedAt();
    const files = network.finished
      .filter((file) => file.startedAt <= loadedAt + AFTER_LOAD_WATCH_MS / 1000)
      .map((file): VisitedFile => ({
        path: new URL(file.url).pathname,
        js: /javascript/.test(file.mimeType ?? '') || /\.m?js$/.test(new URL(file.url).pathname),
        wireBytes: file.wireBytes,
        afterLoad: file.startedAt > loadedAt,
        prefetch: file.prefetch,
      }));
    const sum = (list: VisitedFile[]) => list.reduce((total, file) => total + file.wireBytes, 0);
    return {
      path,
      files,
      totalBytes: sum(files),
      jsBytes: sum(files.filter((file) => file.js)),
      unaskedAfterLoad: files.filter((file) => file.afterLoad && file.prefetch),
    };
  } finally {
    await context.close();
  }
}

/** Every route of the path table (src/app/paths.ts), so a route added later is measured too. */
export const ALL_ROUTE_PATHS: readonly string[] = routeList.map((route) => route.path);

/**
 * Each route's first visit, a few at a time: byte counts do not depend on how busy the machine
 * is, and each visit spends most of its time in the after-load watch.
 */
export async function measureRouteVisits(
  baseUrl: string,
  paths: readonly string[] = ALL_ROUTE_PATHS,
  parallel = 4,
): Promise<RouteVisit[]> {
  const visits: RouteVisit[] = [];
  // One browser for all: launched before the first batch, or each visit of it would start its own.
  await launchBrowser();
  try {
    for (let start = 0; start < paths.length; start += parallel) {
      const batch = paths.slice(start, start + parallel);
      visits.push(...(await Promise.all(batch.map((path) => measureRouteVisit(baseUrl, path)))));
    }
  } finally {
    await closeBrowser();
  }
  return visits;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The per-route table docs/performance.md keeps. */
export function formatRouteVisitTable(visits: readonly RouteVisit[]): string {
  return [
    '| route | first visit | of which JS | files | prefetched in the 5 s after load |',
    '| --- | --- | --- | --- | --- |',
    ...visits.map(
      (visit) =>
        `| \`${visit.path}\` | ${kib(visit.totalBytes)} KiB | ${kib(visit.jsBytes)} KiB | ${visit.files.length} | ` +
        `${visit.unaskedAfterLoad.length} (${kib(visit.unaskedAfterLoad.reduce((total, file) => total + file.wireBytes, 0))} KiB) |`,
    ),
  ].join('\n');
}

// `npx tsx bench/route-visits.ts [routes…]`: the table alone, against the built app.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startServerProcess({ LOG_LEVEL: 'error' });
  try {
    const routes = process.argv.slice(2);
    console.info(
      formatRouteVisitTable(
        await measureRouteVisits(server.url, routes.length > 0 ? routes : ALL_ROUTE_PATHS),
      ),
    );
  } finally {
    await server.stop();
  }
}
