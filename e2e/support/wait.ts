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
