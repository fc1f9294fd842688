import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import type { PhonePage } from './support/browser';
import { PROFILE_KEY, isReadingsApi } from './support/fixtures';
import { phoneSession } from './support/phone-session';
import { expectChoicesKeptInUrl, expectSharedAndTamperedLinks } from './support/url-state';
import { waitForFinishedReading, wordCount, waitForPressed } from './support/wait';

const offlineUrl = inject('offlineUrl');
const aiUrl = inject('aiUrl');
const failingUrl = inject('failingUrl');
const session = phoneSession();
let current: PhonePage | undefined;

// The reading card is the article with a copy button: its title and subtitle follow the reading (issue 26).
const readingCard = (phone: PhonePage) =>
  phone.page
    .locator('article')
    .filter({ has: phone.page.getByRole('button', { name: /Copy reading|Copied/ }) });
const grid = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const checkButton = (page: Page) => page.getByRole('button', { name: 'Check Compatibility' });

/** Presses Tab until focus is on an element matching the predicate (keyboard only, bounded). */
async function tabTo(page: Page, predicate: string, limit = 80) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(predicate)) return;
  }
  throw new Error(`Focus never reached: ${predicate}`);
}

describe('compatibility page', () => {
  it('shows the check button only with two signs, reads the pair offline with its breakdown, and passes axe', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/compatibility');
    await page.getByRole('heading', { level: 1, name: 'Compatibility' }).waitFor();
    expect(await checkButton(page).count()).toBe(0);
    await grid(page, 'First Sign').getByRole('button', { name: /Leo/ }).click();
    expect(await checkButton(page).count()).toBe(0);
    await grid(page, 'Second Sign')
      .getByRole('button', { name: /Aquarius/ })
      .click();
    await checkButton(page).click();

    const text = await waitForFinishedReading(readingCard(current), (value) =>
      value.includes('Composed offline'),
    );
    // The composed heading is the card's title; the page's emoji title would only repeat it.
    expect(text.startsWith('Leo & Aquarius')).toBe(true);
    expect(wordCount(text)).toBeGreaterThanOrEqual(120);
    expect(text).toMatch(/Venus (retrograde )?at \d+° \w+/);
    const breakdown = page.getByRole('region', { name: /Leo and ♒ Aquarius by the rules/ });
    expect(await breakdown.innerText()).toMatch(/Opposition, 6 signs apart \(180°\)[\s\S]*for reflection/);
    expect(await page.getByRole('link', { name: /Advanced Analysis/ }).getAttribute('href')).toBe(
      '/relationship-analysis',
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(current.dialogs).toEqual([]);
  });

  it('disables the button while the reading loads', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isReadingsApi, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/compatibility');
    await grid(page, 'First Sign')
      .getByRole('button', { name: /Taurus/ })
      .click();
    await grid(page, 'Second Sign')
      .getByRole('button', { name: /Scorpio/ })
      .click();
    await checkButton(page).click();
    await page.getByText('Reading the stars...').waitFor();
    expect(await checkButton(page).isDisabled()).toBe(true);
    release();
    await waitForFinishedReading(readingCard(current));
    expect(await checkButton(page).isDisabled()).toBe(false);
  });

  it('labels the first grid with the profile sign and runs the whole flow by keyboard', async () => {
    const profile = JSON.stringify({ name: 'Ana', zodiacSign: 'virgo', birthDate: '1990-09-01' });
    current = await session.open(offlineUrl, { storage: { [PROFILE_KEY]: profile } });
    const { page } = current;
    await page.goto('/compatibility');
    const own = grid(page, 'Your Sign (Virgo)');
    await own.waitFor();
    await waitForPressed(own.getByRole('button', { name: /Virgo/ }));

    await tabTo(
      page,
      `(() => { const id = document.activeElement?.closest('[role=group]')?.getAttribute('aria-labelledby'); return Boolean(id) && document.getElementById(id)?.textContent === 'Second Sign'; })()`,
    );
    // Focus is on Aries in the second grid; the arrows walk to Gemini.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    expect(
      await grid(page, 'Second Sign')
        .getByRole('button', { name: /Gemini/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await tabTo(
      page,
      `document.activeElement?.tagName === 'BUTTON' && document.activeElement.textContent === 'Check Compatibility'`,
    );
    await page.keyboard.press('Enter');
    const text = await waitForFinishedReading(readingCard(current));
    // The composed heading names the pair; a subtitle naming them again is dropped.
    expect(text).toContain('Virgo & Gemini');
  });

  it('shows the provider’s text, and the spec’s line when the provider fails', async () => {
    current = await session.open(aiUrl);
    await current.page.goto('/compatibility');
    await grid(current.page, 'First Sign')
      .getByRole('button', { name: /Cancer/ })
      .click();
    await grid(current.page, 'Second Sign')
      .getByRole('button', { name: /Pisces/ })
      .click();
    await checkButton(current.page).click();
    expect(await waitForFinishedReading(readingCard(current))).toContain('Written by our AI astrologer');

    current = await session.open(failingUrl);
    await current.page.goto('/compatibility');
    await grid(current.page, 'First Sign')
      .getByRole('button', { name: /Cancer/ })
      .click();
    await grid(current.page, 'Second Sign')
      .getByRole('button', { name: /Pisces/ })
      .click();
    await checkButton(current.page).click();
    expect(await waitForFinishedReading(readingCard(current))).toContain(
      'The cosmic energies are shifting... please try again.',
    );
  });

  describe('keeps the pair in the URL (issue 26)', () => {
    const pair = {
      path: '/compatibility',
      query: 'first=leo&second=aquarius&checked=yes',
      card: (page: Page) =>
        page.locator('article').filter({ has: page.getByRole('button', { name: /Copy reading|Copied/ }) }),
      // The composed heading is the card's title (issue 26): "Leo & Aquarius, <date>".
      says: 'Leo & Aquarius',
    };

    it('restores the checked pair and its reading after another page and Back, and after a reload', async () => {
      current = await session.open(offlineUrl);
      await expectChoicesKeptInUrl(current.page, {
        ...pair,
        choose: async (page) => {
          await grid(page, 'First Sign').getByRole('button', { name: /Leo/ }).click();
          await grid(page, 'Second Sign')
            .getByRole('button', { name: /Aquarius/ })
            .click();
          await checkButton(page).click();
        },
      });
    });

    it('opens a shared pair with its reading, and falls back cleanly from a tampered sign', async () => {
      current = await session.open(offlineUrl);
      await expectSharedAndTamperedLinks(current.page, {
        ...pair,
        tamperedQuery: 'first=leo&second=%3Cscript%3E&checked=yes',
        emptyState: 'Choose two signs',
      });
    });
  });
});
