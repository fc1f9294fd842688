import { describe, expect, inject, it } from 'vitest';
import { LOVE_FALLBACK_TEMPLATES } from '@core/features/love/love-fallbacks';
import type { Page } from 'playwright-core';
import { readAndDismissAlert } from './support/alert-dialog';
import { seriousViolations } from './support/axe';
import type { PhonePage } from './support/browser';
import { PROFILE_KEY } from './support/fixtures';
import { phoneSession } from './support/phone-session';
import { expectChoicesKeptInUrl, expectSharedAndTamperedLinks } from './support/url-state';
import { waitForFinishedReading, wordCount, waitForPressed } from './support/wait';

const offlineUrl = inject('offlineUrl');
const aiUrl = inject('aiUrl');
const failingUrl = inject('failingUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const NO_SIGN_ALERT = 'Please select your zodiac sign first to receive personalized love guidance.';
const FOCI = ['Romance', 'Relationships', 'Self-Love'] as const;
// The reading card is the article with a copy button: its title and subtitle follow the reading (issue 26).
const readingCard = (phone: PhonePage) =>
  phone.page
    .locator('article')
    .filter({ has: phone.page.getByRole('button', { name: /Copy reading|Copied/ }) });
const focusTile = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Choose your focus' })
    .getByRole('button', { name: new RegExp(`^${title}`) });

async function openLove(url: string, options: Parameters<typeof session.open>[1] = {}): Promise<Page> {
  current = await session.open(url, options);
  await current.page.goto('/love');
  await current.page.getByRole('heading', { level: 1, name: 'Love' }).waitFor();
  return current.page;
}

/** Presses Tab until `target` has focus; keyboard-only, as a visitor without a pointer would. */
async function tabTo(page: Page, isTarget: () => Promise<boolean>, limit = 80): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    if (await isTarget()) return;
  }
  throw new Error('Tab never reached the target');
}
const focusedName = (page: Page) =>
  page.evaluate(() =>
    document.activeElement === document.body ? '' : (document.activeElement?.textContent?.trim() ?? ''),
  );

describe('love page', () => {
  it('asks for a sign before a focus is read, with the spec’s words in the app’s own dialog', async () => {
    const page = await openLove(offlineUrl);
    await focusTile(page, 'Romance').click();
    expect(await readAndDismissAlert(page)).toBe(NO_SIGN_ALERT);
    expect(current?.dialogs).toEqual([]);
    expect(await focusTile(page, 'Romance').getAttribute('aria-pressed')).toBe('false');
    expect(await readingCard(current as PhonePage).count()).toBe(0);
    await page.getByRole('heading', { name: 'Choose a focus to begin' }).waitFor();
  });

  it('reads each focus for the chosen sign from the real Venus, highlights it, copies it, and passes axe', async () => {
    const page = await openLove(offlineUrl);
    // The Love tab and the menu entry exist now that the page does.
    const tabs = page.getByRole('navigation', { name: /primary/i });
    expect(await tabs.getByRole('link', { name: /Love/ }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: /Leo/ }).first().click();
    const texts: string[] = [];
    for (const focus of FOCI) {
      await focusTile(page, focus).click();
      const text = await waitForFinishedReading(readingCard(current as PhonePage), (value) =>
        value.includes(`${focus} reading for Leo`),
      );
      expect(text).toContain('Composed offline from today’s real Venus, Mars and Moon');
      expect(text).toMatch(/Venus (retrograde )?at \d+° \w+/);
      expect(text).toMatch(/\d+(st|nd|rd|th) solar house/);
      expect(wordCount(text)).toBeGreaterThanOrEqual(120);
      for (const other of FOCI) {
        expect(await focusTile(page, other).getAttribute('aria-pressed'), other).toBe(
          String(other === focus),
        );
      }
      texts.push(text);
    }
    expect(new Set(texts).size).toBe(3);

    await readingCard(current as PhonePage)
      .getByRole('button', { name: /copy/i })
      .click();
    await page.getByText(/copied/i).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The card's title (the reading's own headline) heads the copied text.
    const title = await readingCard(current as PhonePage)
      .locator('header h2')
      .innerText();
    expect(copied.startsWith(title)).toBe(true);
    expect(copied).toMatch(/Venus (retrograde )?at \d+°/);
    await page.getByText(/copied/i).waitFor({ state: 'detached', timeout: 4_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('can be used with the keyboard alone, alert included', async () => {
    const page = await openLove(offlineUrl);
    await tabTo(page, async () => (await focusedName(page)).startsWith('🌹'));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(NO_SIGN_ALERT);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toMatch(/^🌹\s*Romance/);

    // Back up to the sign picker, then walk it with the arrow keys.
    for (let step = 0; step < 12 && !/Pisces/.test(await focusedName(page)); step += 1) {
      await page.keyboard.press('Shift+Tab');
    }
    expect(await focusedName(page)).toMatch(/Pisces/);
    await page.keyboard.press('ArrowLeft');
    expect(await focusedName(page)).toMatch(/Aquarius/);
    await page.keyboard.press('Enter');
    expect(
      await page
        .getByRole('button', { name: /Aquarius/ })
        .first()
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await tabTo(page, async () => /^🪷\s*Self-Love/.test(await focusedName(page)));
    await page.keyboard.press('Space');
    await waitForFinishedReading(readingCard(current as PhonePage), (value) =>
      value.includes('Self-Love reading for Aquarius'),
    );
    expect(current?.dialogs).toEqual([]);
  });

  it('starts from the profile sign and shows the provider’s reading when one is configured', async () => {
    const profile = JSON.stringify({ name: 'Ana', zodiacSign: 'taurus', birthDate: '1990-05-01' });
    const page = await openLove(aiUrl, { storage: { [PROFILE_KEY]: profile } });
    const own = page.getByRole('button', { name: /Taurus/ }).first();
    await waitForPressed(own);
    await focusTile(page, 'Romance').click();
    const text = await waitForFinishedReading(readingCard(current as PhonePage));
    expect(text).toContain('Written by our AI astrologer');
    // The provider's reply has no headline: the page's title names it, once.
    expect(text).toContain('Taurus · Romance');
  });

  it('falls back to the focus template for the sign’s element when the provider fails', async () => {
    const page = await openLove(failingUrl);
    await page
      .getByRole('button', { name: /Scorpio/ })
      .first()
      .click();
    await focusTile(page, 'Relationships').click();
    const text = await waitForFinishedReading(readingCard(current as PhonePage));
    const firstSentence = LOVE_FALLBACK_TEMPLATES.relationships.water
      .replace('{sign}', 'Scorpio')
      .split('. ')[0];
    expect(text).toContain(firstSentence);
    expect(text).toMatch(
      /In the sky today: Venus (retrograde )?at \d+° \w+, in your \d+(st|nd|rd|th) solar house/,
    );
    expect(text).not.toContain('The cosmic energies are shifting');
  });

  describe('keeps the sign and focus in the URL (issue 26)', () => {
    const love = {
      path: '/love',
      query: 'sign=leo&focus=romance',
      card: (page: Page) => page.locator('article', { hasText: 'reading for' }),
      says: 'Romance reading for Leo',
    };

    it('restores the sign, focus and reading after another page and Back, and after a reload', async () => {
      current = await session.open(offlineUrl);
      await expectChoicesKeptInUrl(current.page, {
        ...love,
        choose: async (page) => {
          await page.getByRole('button', { name: /Leo/ }).first().click();
          await focusTile(page, 'Romance').click();
        },
      });
    });

    it('opens a shared link with its reading, and falls back cleanly from a tampered focus', async () => {
      current = await session.open(offlineUrl);
      await expectSharedAndTamperedLinks(current.page, {
        ...love,
        tamperedQuery: 'sign=leo&focus=%3Cscript%3E',
        emptyState: 'Choose a focus to begin',
      });
    });
  });
});
