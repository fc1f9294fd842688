import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ROUTE_IDS, PATHS } from '@/app/paths';
import {
  type PagePath,
  STORAGE_KEYS,
  type StorageKeyRow,
  rowsWrittenBy,
  storageRowOf,
} from '@/lib/privacy/storage-keys';
import { PROFILE_KEY } from './support/fixtures';
import { phoneSession } from './support/phone-session';
import { waitForFinishedReading } from './support/wait';

/**
 * Every page against the storage-key table (src/lib/privacy/storage-keys.ts): opened as a first
 * visit (nothing stored), it writes nothing; opened by a returning visitor, only what the table
 * says it writes on opening; and the pages that store something, after their main action, exactly
 * the keys the table lists for them. One browser tab walks the 28 pages in turn, storage cleared
 * between them, each page read once its requests have gone quiet.
 */
const offlineUrl = inject('offlineUrl');
const session = phoneSession();

const PAGES: readonly PagePath[] = ROUTE_IDS.map((id) => PATHS[id]);
const RETURNING_PROFILE = JSON.stringify({
  name: 'Ada',
  zodiacSign: 'leo',
  birthDate: '1990-08-01',
  lastVisited: new Date().toISOString(),
});

interface Stored {
  /** The table's row of each localStorage key ("unknown: key" for one the table lacks). */
  rows: string[];
  sessionKeys: string[];
}

async function stored(page: Page): Promise<Stored> {
  const { local, session: sessionKeys } = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  const rows = local.map((key) => storageRowOf(key)?.key ?? `unknown: ${key}`);
  return { rows: [...new Set(rows)].sort(), sessionKeys: sessionKeys.sort() };
}

const rowKeys = (rows: readonly StorageKeyRow[]) => rows.map((row) => row.key).sort();

/**
 * Resolves once no request has been in flight for `quietMs`: the page's reading (and the
 * profile save it triggers) is done, or there was none. Writes follow their last request at once.
 */
function quietWatcher(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async (quietMs = 250, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`Requests still in flight after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/** Opens a tab of its own (its own storage) on the app's server. */
async function blankTab() {
  const phone = await session.open(offlineUrl);
  return { phone, page: phone.page, quiet: quietWatcher(phone.page) };
}

/** Runs `visit` on every page, spread over `tabs` tabs of their own (each its own storage). */
async function acrossTabs<Result>(
  pages: readonly PagePath[],
  visit: (tab: Awaited<ReturnType<typeof blankTab>>, path: PagePath) => Promise<Result>,
  tabs = 3,
): Promise<Record<string, Result>> {
  const results = new Map<PagePath, Result>();
  const queue = [...pages];
  await Promise.all(
    Array.from({ length: tabs }, async () => {
      const tab = await blankTab();
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        results.set(path, await visit(tab, path));
      }
    }),
  );
  // In page order, whichever tab read each.
  return Object.fromEntries(
    pages.flatMap((path) => (results.has(path) ? [[path, results.get(path) as Result]] : [])),
  );
}

/**
 * Leaves the page before (a write it had still to make can no longer land in the next page's
 * storage), then stores exactly `entries` on the origin.
 */
async function resetStorage(page: Page, entries: Record<string, string> = {}) {
  await page.goto('/robots.txt');
  await page.evaluate((seed) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
  }, entries);
}

/**
 * What the page stores once it has settled: the rows it is expected to write have appeared (a
 * reading finishing on a busy machine writes a moment after its last request), and no request
 * has been in flight for a while since.
 */
async function settled(page: Page, quiet: () => Promise<void>, expected: readonly string[] = []) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const { rows } = await stored(page);
    if (expected.every((row) => rows.includes(row))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await quiet();
  return stored(page);
}

// The reading card is the article with a copy button: its title follows the reading (issue 26).
const readingCardOf = (page: Page) =>
  page.locator('article').filter({ has: page.getByRole('button', { name: /Copy reading|Copied/ }) });

describe('storage keys per page', () => {
  it('lists all 29 pages', () => {
    expect(PAGES).toHaveLength(29);
  });

  it('writes nothing on any page at a first visit', async () => {
    const found = await acrossTabs(PAGES, async ({ page, quiet }, path) => {
      await resetStorage(page);
      await page.goto(path);
      return settled(page, quiet);
    });
    expect(found).toEqual(Object.fromEntries(PAGES.map((path) => [path, { rows: [], sessionKeys: [] }])));
  }, 90_000);

  it('writes only what the table says when a returning visitor opens each page', async () => {
    const expectedRows = (path: PagePath) => {
      const writes = STORAGE_KEYS.filter((row) => row.writtenOnOpen.some((written) => written === path));
      return [...new Set([PROFILE_KEY, ...rowKeys(writes)])].sort();
    };
    const found = await acrossTabs(PAGES, async ({ page, quiet }, path) => {
      await resetStorage(page, { [PROFILE_KEY]: RETURNING_PROFILE });
      await page.goto(path);
      return settled(page, quiet, expectedRows(path));
    });
    expect(found).toEqual(
      Object.fromEntries(PAGES.map((path) => [path, { rows: expectedRows(path), sessionKeys: [] }])),
    );
  }, 90_000);

  it('stores exactly the table’s keys after each storing page’s main action, from a first visit', async () => {
    const actions: Partial<Record<PagePath, (page: Page) => Promise<void>>> = {
      // A reading page: a sign chosen, a reading shown and counted.
      '/daily': async (page) => {
        await page.getByRole('button', { name: /Leo/ }).first().click();
        await waitForFinishedReading(readingCardOf(page));
      },
      '/tarot': async (page) => {
        await page.getByRole('button', { name: 'Draw Cards' }).click();
        await waitForFinishedReading(readingCardOf(page));
        await page.getByRole('list', { name: 'Past draws on this device' }).waitFor();
      },
      '/cosmic-dream-journal': async (page) => {
        await page.getByRole('button', { name: /Leo/ }).first().click();
        await page.getByLabel('Describe your dream').fill('A staircase made of water.');
        await page.getByRole('button', { name: 'Analyze Dream' }).click();
        await waitForFinishedReading(readingCardOf(page));
        await page.getByRole('list', { name: 'Recorded dreams, newest first' }).waitFor();
      },
      '/chat': async (page) => {
        await page.getByRole('textbox', { name: /^Message / }).fill('What does the Moon say about my week?');
        await page.getByRole('button', { name: 'Send' }).click();
        // The greeting, the question and the reply, and the box free again.
        await page.waitForFunction(() => {
          const box = document.querySelector('textarea');
          return box !== null && !box.disabled && document.querySelectorAll('[role="log"] li').length >= 3;
        });
      },
      '/profile': async (page) => {
        await page.getByRole('button', { name: 'Complete Profile Now' }).click();
        await page.getByLabel('Name', { exact: true }).fill('Ada');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.getByRole('status').filter({ hasText: 'Your profile was saved.' }).waitFor();
      },
    };
    const paths = Object.keys(actions) as PagePath[];
    const found = await acrossTabs(paths, async ({ page, quiet }, path) => {
      await resetStorage(page);
      await page.goto(path);
      await actions[path]?.(page);
      return settled(page, quiet, rowKeys(rowsWrittenBy(path)));
    });
    expect(found).toEqual(
      Object.fromEntries(
        paths.map((path) => [path, { rows: rowKeys(rowsWrittenBy(path)), sessionKeys: [] }]),
      ),
    );
  }, 90_000);
});
