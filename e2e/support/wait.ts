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
  throw new Error(`Timed out after ${timeoutMs} ms waiting for text; last seen: ${JSON.stringify(text.slice(0, 300))}`);
}

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
