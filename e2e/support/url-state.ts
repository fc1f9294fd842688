import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForFinishedReading } from './wait';

/** A page whose choices live in its URL query (issue 26 item 8), as one spec checks it. */
export interface UrlStateCase {
  path: string;
  /** Makes the page's choices as a visitor does, on the page already shown. */
  choose(page: Page): Promise<void>;
  /** The query those choices leave in the address bar, without its '?'. */
  query: string;
  /** The card the reading appears in. */
  card(page: Page): Locator;
  /** Text the finished reading's card holds for those choices. */
  says: string;
  /** How long a reading may take (the calendar's 30-day reading is the slowest). */
  timeoutMs?: number;
}

const searchOf = (page: Page) => new URL(page.url()).search.slice(1);

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

/**
 * Choices made on the page replace its history entry (Back leaves the page in one step), and
 * Back from another page or a reload shows the same choices and reading again.
 */
export async function expectChoicesKeptInUrl(page: Page, state: UrlStateCase): Promise<void> {
  await page.goto(state.path);
  const entries = await historyLength(page);
  await state.choose(page);
  await waitForFinishedReading(state.card(page), (text) => text.includes(state.says), state.timeoutMs);
  expect(searchOf(page)).toBe(state.query);
  expect(await historyLength(page)).toBe(entries);

  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: /Home/ }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goBack();
  await waitForFinishedReading(state.card(page), (text) => text.includes(state.says), state.timeoutMs);
  expect(searchOf(page)).toBe(state.query);

  await page.reload();
  await waitForFinishedReading(state.card(page), (text) => text.includes(state.says), state.timeoutMs);
  expect(searchOf(page)).toBe(state.query);
}

/**
 * A shared link opens with its reading; a tampered value (`<script>` in place of an id) falls back
 * to the page's empty state, with no reading, no page error and no hydration warning (the spec's
 * phone session fails the test on either).
 */
export async function expectSharedAndTamperedLinks(
  page: Page,
  state: Pick<UrlStateCase, 'path' | 'query' | 'card' | 'says' | 'timeoutMs'> & {
    tamperedQuery: string;
    emptyState: string;
  },
): Promise<void> {
  await page.goto(`${state.path}?${state.query}`);
  await waitForFinishedReading(state.card(page), (text) => text.includes(state.says), state.timeoutMs);

  await page.goto(`${state.path}?${state.tamperedQuery}`);
  await page.getByText(state.emptyState).first().waitFor();
  expect(await state.card(page).count()).toBe(0);
}
