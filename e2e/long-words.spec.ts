import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { isReadingsApi } from './support/fixtures';
import { phoneSession } from './support/phone-session';
import { waitForFinishedReading } from './support/wait';

/**
 * Model text is not ours to shape: a word longer than the screen (a run of letters, a long URL,
 * a long inline code) must wrap inside the reading, never push the page sideways. The reading
 * request is answered here with such a text, on a 412 px wide phone.
 */
const offlineUrl = inject('offlineUrl');
const session = phoneSession();

const LONG_WORD = 'x'.repeat(300);
const LONG_URL = `https://example.com/${'stars'.repeat(40)}/${'moon'.repeat(30)}?phase=${'full'.repeat(25)}`;
const READING = [
  `The sky today: ${LONG_WORD} and nothing else.`,
  `Read more at ${LONG_URL} or [here](${LONG_URL}).`,
  `The code of the stars is \`${'c'.repeat(150)}\`.`,
  '```',
  'z'.repeat(200),
  '```',
].join('\n\n');

const sse = (...events: object[]) =>
  events
    .map((event) => `event: ${(event as { type: string }).type}\ndata: ${JSON.stringify(event)}\n\n`)
    .join('');

async function answerWithLongWords(page: Page) {
  await page.route(isReadingsApi, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      body: sse({ type: 'text-delta', text: READING }, { type: 'text-end', source: 'ai' }),
    }),
  );
}

/** How far the page, or any element of the reading, reaches past the screen's right edge. */
const overflow = (page: Page, reading: string) =>
  page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    const card = [...document.querySelectorAll('article')].find((node) =>
      node.textContent?.includes(selector),
    );
    const parts = card ? [card, ...card.querySelectorAll('*')] : [];
    return {
      page: document.documentElement.scrollWidth - width,
      body: document.body.scrollWidth - width,
      reading: Math.max(0, ...parts.map((node) => Math.round(node.getBoundingClientRect().right - width))),
      found: card !== undefined,
    };
  }, reading);

describe('long unbroken words in a reading', () => {
  it('wrap on /daily at 412 px, with no sideways scroll', async () => {
    const { page } = await session.open(offlineUrl, { width: 412 });
    await answerWithLongWords(page);
    await page.goto('/daily');
    await page.getByRole('button', { name: /Leo/ }).first().click();
    await waitForFinishedReading(page.locator('article', { hasText: LONG_WORD }));
    expect(await overflow(page, LONG_WORD)).toEqual({ page: 0, body: 0, reading: 0, found: true });
  });

  it('wrap on /tarot at 412 px, with no sideways scroll', async () => {
    const { page } = await session.open(offlineUrl, { width: 412 });
    await answerWithLongWords(page);
    await page.goto('/tarot');
    await page.getByRole('button', { name: 'Draw Cards' }).click();
    await waitForFinishedReading(page.locator('article', { hasText: LONG_WORD }));
    expect(await overflow(page, LONG_WORD)).toEqual({ page: 0, body: 0, reading: 0, found: true });
  });
});
