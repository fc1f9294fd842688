import { describe, expect, inject, it } from 'vitest';
import type { PhonePage } from './support/browser';
import { recordHostileImageRequests, settleHostileImage } from './support/hostile-image';
import { phoneSession } from './support/phone-session';
import { PROFILE_KEY, isReadingsApi } from './support/fixtures';
import { waitForFinishedReading, waitForText, wordCount } from './support/wait';

const offlineUrl = inject('offlineUrl');
const aiUrl = inject('aiUrl');
const failingUrl = inject('failingUrl');
const session = phoneSession({ failOnPageErrors: false });
let current: PhonePage | undefined;

// The reading card is the article with a copy button: a reply without a headline keeps the page's
// title and drops a subtitle that only repeats it (issue 26), so no subtitle text marks it.
const readingCard = (phone: PhonePage) =>
  phone.page
    .locator('article')
    .filter({ has: phone.page.getByRole('button', { name: /Copy reading|Copied/ }) });

describe('resilience and safety', () => {
  it('starts with defaults when the stored profile is corrupt', async () => {
    current = await session.open(offlineUrl, { storage: { [PROFILE_KEY]: '{"name": "Ana", broken' } });
    const consoleErrors: string[] = [];
    current.page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await current.page.goto('/daily');
    await current.page.getByRole('heading', { level: 1, name: 'Daily Horoscope' }).waitFor();
    await current.page.getByRole('button', { name: /Libra/ }).first().click();
    await waitForText(readingCard(current), (text) => text.includes('Daily reading for Libra'));
    expect(current.errors).toEqual([]);
    expect(consoleErrors.join('\n')).toMatch(/profile/i);
  });

  it('renders hostile provider markup as text and runs nothing', async () => {
    current = await session.open(aiUrl);
    const { page } = current;
    const imageRequests = await recordHostileImageRequests(page);
    await page.goto('/daily');
    await page
      .getByRole('button', { name: /Aquarius/ })
      .first()
      .click();
    // The source note appears once the stream has ended, so wait for it, not just for the text.
    const text = await waitForFinishedReading(readingCard(current));
    expect(text).toContain('Written by our AI astrologer');
    expect(text).toContain('<img src=x onerror=alert(1)>');
    const card = readingCard(current);
    await card.locator('strong', { hasText: 'bold courage' }).waitFor();
    expect(await card.locator('img, script, iframe').count()).toBe(0);
    expect(await card.locator('a[href^="javascript"]').count()).toBe(0);
    expect(await card.locator('strong', { hasText: 'bold courage' }).count()).toBe(1);
    expect(await settleHostileImage(page)).toBe(0);
    expect(imageRequests, 'only the probe image asks for x').toHaveLength(1);
    expect(current.dialogs).toEqual([]);
    expect(current.errors).toEqual([]);
  });

  it("shows the spec's fallback text when the provider fails", async () => {
    current = await session.open(failingUrl);
    await current.page.goto('/daily');
    await current.page
      .getByRole('button', { name: /Cancer/ })
      .first()
      .click();
    const text = await waitForText(readingCard(current), (value) =>
      value.includes('The cosmic energies are shifting... please try again.'),
    );
    expect(text).not.toMatch(/error|500/i);
  });

  it('composes the reading in the browser when the server cannot be reached', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.route(isReadingsApi, (route) => route.abort('connectionrefused'));
    await page.goto('/daily');
    await page
      .getByRole('button', { name: /Sagittarius/ })
      .first()
      .click();
    const text = await waitForFinishedReading(readingCard(current), (value) =>
      value.includes('Daily reading for Sagittarius'),
    );
    expect(wordCount(text)).toBeGreaterThanOrEqual(120);
    expect(text).toContain('Composed offline');
  });
});
