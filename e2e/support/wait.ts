import type { Locator } from 'playwright-core';

/** Waits until the locator's text satisfies the predicate; returns the text. */
export async function waitForText(
  locator: Locator,
  predicate: (text: string) => boolean,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let text = '';
  while (Date.now() < deadline) {
    text = (await locator.count()) > 0 ? await locator.first().innerText() : '';
    if (predicate(text)) return text;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `Timed out after ${timeoutMs} ms waiting for text; last seen: ${JSON.stringify(text.slice(0, 300))}`,
  );
}

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The reading card's source note, shown only once a reading has finished streaming. */
const SOURCE_NOTE = /Written by our AI astrologer|Composed offline|The stars are quiet right now/;

/** Waits for a finished reading (its source note is shown) whose text also satisfies `predicate`. */
export const waitForFinishedReading = (
  locator: Locator,
  predicate: (text: string) => boolean = () => true,
  timeoutMs?: number,
): Promise<string> => waitForText(locator, (text) => SOURCE_NOTE.test(text) && predicate(text), timeoutMs);

/**
 * Waits until a toggle button is pressed. A choice that comes from the stored profile (the
 * visitor's own sign) is made once the page has hydrated and read it, a moment after the
 * prerendered page is already on screen.
 */
export async function waitForPressed(locator: Locator, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while ((await locator.getAttribute('aria-pressed')) !== 'true') {
    if (Date.now() > deadline) throw new Error(`${String(locator)} was never pressed within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
