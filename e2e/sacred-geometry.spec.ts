import { describe, expect, inject, it } from 'vitest';
import { readAndDismissAlert } from './support/alert-dialog';
import { seriousViolations } from './support/axe';
import { PHONE_VIEWPORT, type PhonePage } from './support/browser';
import { phoneSession } from './support/phone-session';
import { waitForFinishedReading, wordCount } from './support/wait';

const offlineUrl = inject('offlineUrl');
const aiUrl = inject('aiUrl');
const failingUrl = inject('failingUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const NO_SIGN_ALERT = 'Please select your zodiac sign first.';
const FALLBACK = 'The cosmic geometries are aligning... please try again.';
const readingCard = (phone: PhonePage) =>
  phone.page.locator('article', { hasText: "Today's sacred geometry reading for" });

async function openPage(url: string, reducedMotion?: 'reduce') {
  current = await session.open(url, reducedMotion ? { reducedMotion } : {});
  await current.page.goto('/sacred-geometry');
  await current.page.getByRole('heading', { level: 1, name: 'Sacred Geometry Explorer' }).waitFor();
  return current.page;
}

describe('sacred geometry page', () => {
  it('is at most four phone screens tall before the first tap', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/sacred-geometry');
    await page.waitForLoadState('networkidle');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(4 * PHONE_VIEWPORT.height);
  });

  it('shows the eight drawn figures and the invitation, and asks for a sign before a reading', async () => {
    const page = await openPage(offlineUrl);
    expect(await page.locator('svg[data-pattern-figure]').count()).toBe(8);
    await page.getByRole('heading', { name: 'Choose your sign to begin' }).waitFor();
    await page.getByRole('button', { name: 'Get Personal Reading for Golden Spiral' }).click();
    expect(await readAndDismissAlert(page)).toBe(NO_SIGN_ALERT);
    expect(current?.dialogs).toEqual([]);
    expect(await readingCard(current as PhonePage).count()).toBe(0);
  });

  it('keeps one card open at a time', async () => {
    const page = await openPage(offlineUrl);
    await page.getByRole('button', { name: 'Learn More about Merkaba' }).click();
    await page.getByText(/Taken as a vehicle of light/).waitFor();
    await page.getByRole('button', { name: 'Learn More about Vesica Piscis' }).click();
    await page.getByRole('button', { name: 'Show Less about Vesica Piscis' }).waitFor();
    expect(await page.getByRole('button', { name: /^Show Less/ }).count()).toBe(1);
    expect(await page.getByText(/Taken as a vehicle of light/).count()).toBe(0);
  });

  it('turns the figures slowly, and not at all under reduced motion', async () => {
    const animation = (page: PhonePage['page']) =>
      page
        .locator('svg[data-pattern-figure="flower-of-life"]')
        .evaluate((svg) => getComputedStyle(svg).animationName);
    expect(await animation(await openPage(offlineUrl))).toBe('geometry-turn');
    expect(await animation(await openPage(offlineUrl, 'reduce'))).toBe('none');
  });

  it('recommends figures for a sign and reads one offline, by keyboard alone', async () => {
    const page = await openPage(offlineUrl);
    const leo = page.getByRole('button', { name: /Leo/ }).first();
    await leo.focus();
    await page.keyboard.press('Enter');
    const recommended = page.getByRole('region', { name: 'Recommended for Leo' });
    await recommended.waitFor();
    expect(await recommended.getByRole('button').count()).toBe(3);
    const ask = page.getByRole('button', { name: 'Get Personal Reading for Merkaba' });
    await ask.focus();
    await page.keyboard.press('Enter');
    const text = await waitForFinishedReading(
      readingCard(current as PhonePage),
      (value) => value.includes('Composed offline'),
      30_000,
    );
    // The reading's own heading is the card's title (issue 26): "Merkaba (963 Hz) for Leo".
    expect(text).toContain('Merkaba (963 Hz) for Leo');
    expect(wordCount(text)).toBeGreaterThanOrEqual(120);
    expect(current?.dialogs).toEqual([]);
  });

  it('reads from the provider, and shows the spec’s text when the provider fails', async () => {
    let page = await openPage(aiUrl);
    await page
      .getByRole('button', { name: /Pisces/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Get Personal Reading for Seed of Life' }).click();
    await waitForFinishedReading(
      readingCard(current as PhonePage),
      (value) => value.includes('Written by our AI astrologer'),
      30_000,
    );
    page = await openPage(failingUrl);
    await page.getByRole('button', { name: /Virgo/ }).first().click();
    await page.getByRole('button', { name: 'Get Personal Reading for Tree of Life' }).click();
    const text = await waitForFinishedReading(
      readingCard(current as PhonePage),
      (value) => value.includes(FALLBACK),
      30_000,
    );
    expect(text).toContain('The stars are quiet right now');
  });

  it('has no serious accessibility violations, with a card open and a reading shown', async () => {
    const page = await openPage(offlineUrl, 'reduce');
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: /Aquarius/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Learn More about Metatron’s Cube' }).click();
    await page.getByRole('button', { name: 'Get Personal Reading for Metatron’s Cube' }).click();
    await waitForFinishedReading(readingCard(current as PhonePage), undefined, 30_000);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
