import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { analysisList } from '@core/features/relationship-analysis/analysis-types';
import { readAndDismissAlert } from './support/alert-dialog';
import { seriousViolations } from './support/axe';
import type { PhonePage } from './support/browser';
import { phoneSession } from './support/phone-session';
import { expectChoicesKeptInUrl, expectSharedAndTamperedLinks } from './support/url-state';
import { waitForFinishedReading, wordCount } from './support/wait';

const offlineUrl = inject('offlineUrl');
const failingUrl = inject('failingUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const TWO_SIGNS_ALERT = 'Please select both zodiac signs for this analysis.';
const ONE_SIGN_ALERT = 'Please select your zodiac sign for this analysis.';

const readingCard = (page: Page) =>
  page.locator('article').filter({ has: page.getByRole('heading', { level: 2 }) });
const card = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^${title}`) });
/** Playwright waits for an aria-disabled control to become enabled; a visitor can press it at once. */
const press = (page: Page, title: string) => card(page, title).click({ force: true });
const pick = (page: Page, grid: string, sign: RegExp) =>
  page.getByRole('group', { name: grid, exact: true }).getByRole('button', { name: sign }).click();

describe('relationship analysis page', () => {
  it('invites without a sign, explains unavailable cards with the spec alerts, and lays out 3 columns', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/relationship-analysis');
    await page.getByRole('heading', { name: 'Discover Your Relationship Destiny' }).waitFor();
    expect(await page.getByText('Requires two signs').count()).toBe(9);
    const columns = await page
      .getByRole('group', { name: 'Your Sign', exact: true })
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(3);

    const soulmate = card(page, 'Soulmate Score');
    expect(await soulmate.getAttribute('aria-disabled')).toBe('true');
    await press(page, 'Soulmate Score');
    expect(await readAndDismissAlert(page)).toBe(TWO_SIGNS_ALERT);
    await press(page, 'Breakup Healing');
    expect(await readAndDismissAlert(page)).toBe(ONE_SIGN_ALERT);
    await pick(page, 'Your Sign', /Leo/);
    expect(await page.getByRole('heading', { name: 'Discover Your Relationship Destiny' }).count()).toBe(0);
    await press(page, 'Family Dynamics');
    expect(await readAndDismissAlert(page)).toBe(TWO_SIGNS_ALERT);
    expect(await page.locator('article').count()).toBe(0);
    expect(current.dialogs).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('reads every analysis for its signs, titled with the names and the analysis', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/relationship-analysis');
    await pick(page, 'Your Sign', /Leo/);
    await pick(page, 'Their Sign', /Aries/);
    for (const type of analysisList) {
      await card(page, type.title).click();
      const title = type.requiresTwoSigns ? `Leo & Aries: ${type.title}` : `Leo: ${type.title}`;
      const text = await waitForFinishedReading(readingCard(page), (value) => value.startsWith(title));
      expect(wordCount(text), type.id).toBeGreaterThanOrEqual(120);
      expect(await card(page, type.title).getAttribute('aria-pressed')).toBe('true');
      const breakdown = page.getByRole('region', { name: /by the rules/ });
      expect(await breakdown.count(), type.id).toBe(type.requiresTwoSigns ? 1 : 0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(current.dialogs).toEqual([]);
  });

  it('works by keyboard: an unavailable card alerts, then a chosen sign reads', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/relationship-analysis');
    const healing = card(page, 'Breakup Healing');
    // Start once the cards are there: before that, focus sits on <body>, whose text holds every card.
    await healing.waitFor();
    const focusedLabel = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        if (!(focused instanceof HTMLButtonElement)) return '';
        const id = focused.closest('[role=group]')?.getAttribute('aria-labelledby');
        return `${id ? document.getElementById(id)?.textContent : ''}|${focused.textContent ?? ''}`;
      });
    const press = async (key: string, until: (label: string) => boolean) => {
      for (let step = 0; step < 80; step += 1) {
        await page.keyboard.press(key);
        if (until(await focusedLabel())) return;
      }
      throw new Error(`${key} never reached the target`);
    };

    await press('Tab', (label) => label.startsWith('|') && label.includes('Breakup Healing'));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await page.getByRole('alertdialog').innerText()).toContain(ONE_SIGN_ALERT);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await healing.evaluate((element) => element === document.activeElement)).toBe(true);

    // Back into "Your Sign", choose Pisces (End), then forward to the card again.
    await press('Shift+Tab', (label) => label.startsWith('Your Sign|'));
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await press('Tab', (label) => label.startsWith('|') && label.includes('Breakup Healing'));
    await page.keyboard.press('Enter');
    const text = await waitForFinishedReading(readingCard(page));
    expect(text.startsWith('Pisces: Breakup Healing')).toBe(true);
    expect(current.dialogs).toEqual([]);
  });

  it('shows the soulmate fallback with its 85% when the provider fails', async () => {
    current = await session.open(failingUrl);
    const { page } = current;
    await page.goto('/relationship-analysis');
    await pick(page, 'Your Sign', /Gemini/);
    await pick(page, 'Their Sign', /Libra/);
    await card(page, 'Soulmate Score').click();
    const text = await waitForFinishedReading(readingCard(page), (value) => value.includes('85%'));
    expect(text).toContain('Gemini and Libra: soulmate score 85%');
    expect(text).toContain('The stars are quiet right now');
  });

  describe('keeps the pair and the analysis in the URL (issue 26)', () => {
    const analysis = {
      path: '/relationship-analysis',
      query: 'first=leo&second=aries&analysis=communication-styles',
      card: readingCard,
      says: 'Leo & Aries: Communication Styles',
    };

    it('restores the pair, analysis and reading after another page and Back, and after a reload', async () => {
      current = await session.open(offlineUrl);
      await expectChoicesKeptInUrl(current.page, {
        ...analysis,
        choose: async (page) => {
          await pick(page, 'Your Sign', /Leo/);
          await pick(page, 'Their Sign', /Aries/);
          await card(page, 'Communication Styles').click();
        },
      });
    });

    it('opens a shared link with its reading, and falls back cleanly from tampered signs', async () => {
      current = await session.open(offlineUrl);
      await expectSharedAndTamperedLinks(current.page, {
        ...analysis,
        tamperedQuery: 'first=%3Cscript%3E&second=%3Cscript%3E&analysis=communication-styles',
        emptyState: 'Discover Your Relationship Destiny',
      });
    });
  });
});
