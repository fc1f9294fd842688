import { describe, expect, inject, it } from 'vitest';
import { readAndDismissAlert } from './support/alert-dialog';
import { seriousViolations } from './support/axe';
import { PHONE_VIEWPORT, type PhonePage } from './support/browser';
import { phoneSession } from './support/phone-session';
import { waitForFinishedReading, wordCount } from './support/wait';

const offlineUrl = inject('offlineUrl');
const failingUrl = inject('failingUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const NO_SIGN_ALERT = 'Please select your zodiac sign first.';
const FALLBACK = 'The mystical energies are aligning... please try again.';
const readingCard = (phone: PhonePage) =>
  phone.page.locator('article', { hasText: "Today's archetype reading for" });

async function openPage(url: string) {
  current = await session.open(url);
  await current.page.goto('/mystical-personality');
  await current.page.getByRole('heading', { level: 1, name: 'Mystical Personality' }).waitFor();
  return current.page;
}

describe('mystical personality page', () => {
  it('is at most four phone screens tall before the first tap', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/mystical-personality');
    await page.waitForLoadState('networkidle');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(4 * PHONE_VIEWPORT.height);
  });

  it('shows six archetypes and the invitation, and asks for a sign before a reading', async () => {
    const page = await openPage(offlineUrl);
    expect(await page.getByRole('region', { name: 'The Six Archetypes' }).getByRole('article').count()).toBe(
      6,
    );
    await page.getByRole('heading', { name: 'Choose your sign to begin' }).waitFor();
    await page.getByRole('button', { name: 'Get Personal Reading for Earth Keeper' }).click();
    expect(await readAndDismissAlert(page)).toBe(NO_SIGN_ALERT);
    expect(current?.dialogs).toEqual([]);
    expect(await readingCard(current as PhonePage).count()).toBe(0);
  });

  it('keeps one archetype open at a time', async () => {
    const page = await openPage(offlineUrl);
    await page.getByRole('button', { name: 'Learn More about Cosmic Warrior' }).click();
    await page.getByRole('region', { name: 'Shadow aspects' }).waitFor();
    await page.getByRole('button', { name: 'Learn More about Celestial Healer' }).click();
    await page.getByRole('button', { name: 'Show Less about Celestial Healer' }).waitFor();
    expect(await page.getByRole('button', { name: /^Show Less/ }).count()).toBe(1);
  });

  it('shows the primary archetype and keeps "This is me" in the profile across a reload', async () => {
    const page = await openPage(offlineUrl);
    await page
      .getByRole('button', { name: /Cancer/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 2, name: 'Mystic Oracle' }).waitFor();
    const choose = page.getByRole('button', { name: 'This is me: Mystic Oracle' }).first();
    await choose.click();
    // The first change of a visit waits for the profile's rules to load (a moment).
    await page
      .locator('button[aria-pressed="true"][aria-label="This is me: Mystic Oracle"]')
      .first()
      .waitFor();
    expect(await choose.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await page
      .getByRole('button', { name: /Cancer/ })
      .first()
      .click();
    expect(
      await page
        .getByRole('button', { name: 'This is me: Mystic Oracle' })
        .first()
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await page.getByText('Chosen as you').waitFor();
  });

  it('reads an archetype offline for the sign, by keyboard alone', async () => {
    const page = await openPage(offlineUrl);
    const scorpio = page.getByRole('button', { name: /Scorpio/ }).first();
    await scorpio.focus();
    await page.keyboard.press('Enter');
    const ask = page.getByRole('button', { name: 'Get Personal Reading for Divine Alchemist' }).last();
    await ask.focus();
    await page.keyboard.press('Enter');
    const text = await waitForFinishedReading(
      readingCard(current as PhonePage),
      (value) => value.includes('Composed offline'),
      30_000,
    );
    expect(text).toContain('Divine Alchemist for Scorpio');
    expect(wordCount(text)).toBeGreaterThanOrEqual(120);
    expect(current?.dialogs).toEqual([]);
  });

  it('shows the spec’s aligning-energies text when the provider fails', async () => {
    const page = await openPage(failingUrl);
    await page.getByRole('button', { name: /Libra/ }).first().click();
    await page.getByRole('button', { name: 'Get Personal Reading for Cosmic Messenger' }).click();
    const text = await waitForFinishedReading(
      readingCard(current as PhonePage),
      (value) => value.includes(FALLBACK),
      30_000,
    );
    expect(text).toContain('The stars are quiet right now');
  });

  it('has no serious accessibility violations, with a card open and a reading shown', async () => {
    const page = await openPage(offlineUrl);
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: /Gemini/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Learn More about Cosmic Messenger' }).click();
    await page.getByRole('button', { name: 'Get Personal Reading for Cosmic Messenger' }).last().click();
    await waitForFinishedReading(readingCard(current as PhonePage), undefined, 30_000);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
