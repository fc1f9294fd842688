import { describe, expect, inject, it } from 'vitest';
import { readAndDismissAlert } from './support/alert-dialog';
import { seriousViolations } from './support/axe';
import type { PhonePage } from './support/browser';
import { PROFILE_KEY } from './support/fixtures';
import { phoneSession } from './support/phone-session';
import { waitForFinishedReading, wordCount } from './support/wait';

const offlineUrl = inject('offlineUrl');
const failingUrl = inject('failingUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const NO_SIGN_ALERT = 'Please select at least one zodiac sign (Western or Chinese).';
// The reading card is the article with a copy button: its title follows the reading (issue 26).
const readingCard = (phone: PhonePage) =>
  phone.page
    .locator('article')
    .filter({ has: phone.page.getByRole('button', { name: /Copy reading|Copied/ }) });
const profileStorage = (sign: string) => ({
  [PROFILE_KEY]: JSON.stringify({ name: 'Mei', zodiacSign: sign, birthDate: '1988-11-10' }),
});
const westernPanel = (phone: PhonePage) => phone.page.getByRole('tabpanel', { name: 'Western Zodiac' });
const chinesePanel = (phone: PhonePage) => phone.page.getByRole('tabpanel', { name: 'Chinese Zodiac' });

describe('zodiac diet page', () => {
  it('shows the empty state, then the spec’s alert when a focus is chosen with both signs cleared', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/zodiac-diet');
    await page.getByRole('heading', { level: 1, name: 'Zodiac Diet & Nutrition' }).waitFor();
    await page.getByRole('heading', { name: 'Discover Your Cosmic Diet' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Choose Your Nutritional Focus' }).count()).toBe(0);
    expect(await page.getByText(/ask a doctor or registered dietitian/).isVisible()).toBe(true);

    const aries = westernPanel(current).getByRole('button', { name: /Aries/ });
    await aries.click();
    await page.getByRole('heading', { name: 'Your Selected Zodiac Profile' }).waitFor();
    await aries.click();
    expect(await aries.getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('button', { name: /^Food Preferences/ }).click();
    expect(await readAndDismissAlert(page)).toBe(NO_SIGN_ALERT);
    expect(current.dialogs).toEqual([]);
    expect(await readingCard(current).count()).toBe(0);
  });

  it('pre-fills the profile sign and reads a Western focus offline, titled with sign and focus', async () => {
    current = await session.open(offlineUrl, { storage: profileStorage('scorpio') });
    const { page } = current;
    await page.goto('/zodiac-diet');
    await page.getByText('Nourishing food ideas for Mei, Scorpio').waitFor();
    const scorpio = westernPanel(current).getByRole('button', { name: /Scorpio/ });
    expect(await scorpio.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('heading', { name: 'Optimal Timing' }).waitFor();
    await page.getByRole('button', { name: /^Nutritional Needs/ }).click();
    const text = await waitForFinishedReading(
      readingCard(current),
      (value) => value.includes('Composed offline'),
      30_000,
    );
    // The reading's own heading is the card's title (issue 26): the sign and the focus, once.
    expect(text).toMatch(/Nutritional Needs[^\n]*Scorpio|Scorpio[^\n]*Nutritional Needs/);
    expect(wordCount(text)).toBeGreaterThanOrEqual(120);
    expect(current.dialogs).toEqual([]);
  });

  it('keeps both selections across the tabs, by keyboard alone, and reads a Chinese animal', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/zodiac-diet');
    const leo = westernPanel(current).getByRole('button', { name: /Leo/ });
    await leo.focus();
    await page.keyboard.press('Enter');
    expect(await leo.getAttribute('aria-pressed')).toBe('true');

    const westernTab = page.getByRole('tab', { name: 'Western Zodiac' });
    const chineseTab = page.getByRole('tab', { name: 'Chinese Zodiac' });
    await westernTab.focus();
    await page.keyboard.press('ArrowRight');
    expect(await chineseTab.getAttribute('aria-selected')).toBe('true');
    expect(await chineseTab.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    const rat = chinesePanel(current).getByRole('button', { name: /Rat/ });
    expect(await rat.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    expect(await rat.getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Years: 1996, 2008, 2020').waitFor();

    await chineseTab.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await westernTab.getAttribute('aria-selected')).toBe('true');
    expect(await leo.getAttribute('aria-pressed')).toBe('true');
    // Clear Leo so the animal reads alone.
    await leo.focus();
    await page.keyboard.press('Enter');
    expect(await leo.getAttribute('aria-pressed')).toBe('false');
    await westernTab.focus();
    await page.keyboard.press('End');
    expect(await chineseTab.getAttribute('aria-selected')).toBe('true');
    expect(await rat.getAttribute('aria-pressed')).toBe('true');

    const focus = page.getByRole('button', { name: /^Lunar Nutrition/ });
    await focus.focus();
    await page.keyboard.press('Enter');
    const text = await waitForFinishedReading(readingCard(current), undefined, 30_000);
    expect(text).toMatch(/Lunar Nutrition[^\n]*Rat|Rat[^\n]*Lunar Nutrition/);
    expect(text).toMatch(/Moon/);
    expect(current.dialogs).toEqual([]);
  });

  it('shows the local template for sign, element and focus when the provider fails', async () => {
    current = await session.open(failingUrl, { storage: profileStorage('taurus') });
    const { page } = current;
    await page.goto('/zodiac-diet');
    await page.getByRole('tab', { name: 'Chinese Zodiac' }).click();
    await chinesePanel(current).getByRole('button', { name: /Horse/ }).click();
    await page.getByRole('button', { name: /^Digestive Health/ }).click();
    const text = await waitForFinishedReading(
      readingCard(current),
      (value) => value.includes('The stars are quiet right now'),
      30_000,
    );
    expect(text).toMatch(/Taurus[^\n]*Horse|Digestive Health/);
    expect(text).toContain('Foods to enjoy');
    expect(text).toContain('Taurus, of the earth element');
    expect(text).toMatch(/Affirmation: /);
  });

  it('has no serious accessibility violations, before and after a reading', async () => {
    current = await session.open(offlineUrl, { storage: profileStorage('pisces') });
    const { page } = current;
    await page.goto('/zodiac-diet');
    await page.getByRole('heading', { name: 'Choose Your Nutritional Focus' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Chinese Zodiac' }).click();
    await chinesePanel(current).getByRole('button', { name: /Goat/ }).click();
    await page.getByRole('button', { name: /^Elemental Diet/ }).click();
    await waitForFinishedReading(readingCard(current), undefined, 30_000);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
