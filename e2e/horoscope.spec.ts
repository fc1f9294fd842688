import { describe, expect, inject, it } from 'vitest';
import { applyProfileUpdate, defaultProfile } from '@core/profile/profile';
import { monthYearLabel, weekRangeLabel, localIsoDate } from '@core/time/calendar-date';
import type { PhonePage } from './support/browser';
import { phoneSession } from './support/phone-session';
import { expectChoicesKeptInUrl, expectSharedAndTamperedLinks } from './support/url-state';
import { PROFILE_KEY } from './support/fixtures';
import { waitForFinishedReading, wordCount } from './support/wait';

const offlineUrl = inject('offlineUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const readingCard = (phone: PhonePage) => phone.page.locator('article', { hasText: 'reading for' });

/** A visitor who saved a sign on an earlier visit, stored exactly as the profile store writes it. */
const returningVisitor = JSON.stringify(
  applyProfileUpdate(defaultProfile(), { name: 'Ana', zodiacSign: 'scorpio', birthDate: '1990-11-01' }),
);

/** Polls until the predicate holds; returns its last answer. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe('horoscope pages', () => {
  it('reads a daily horoscope for the sign picked on /daily', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/daily');
    await page.getByRole('heading', { level: 1, name: 'Daily Horoscope' }).waitFor();
    await page.getByRole('button', { name: /Leo/ }).first().click();
    const text = await waitForFinishedReading(readingCard(current), (value) =>
      value.includes('Daily reading for Leo'),
    );
    expect(wordCount(text)).toBeGreaterThanOrEqual(120);
    expect(text).toMatch(/Moon/);
    expect(text).toContain('Composed offline');
  });

  it('shows the Sunday-to-Saturday range on /weekly and survives a reload there', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/weekly');
    await page.reload();
    await page.getByText(weekRangeLabel(localIsoDate())).waitFor();
    await page
      .getByRole('button', { name: /Pisces/ })
      .first()
      .click();
    await waitForFinishedReading(readingCard(current), (value) =>
      value.includes('Weekly reading for Pisces'),
    );
  });

  it('shows the month and year on /monthly', async () => {
    current = await session.open(offlineUrl);
    await current.page.goto('/monthly');
    await current.page.getByText(monthYearLabel(localIsoDate())).first().waitFor();
    await current.page
      .getByRole('button', { name: /Gemini/ })
      .first()
      .click();
    await waitForFinishedReading(readingCard(current), (value) =>
      value.includes('Monthly reading for Gemini'),
    );
  });

  it('preselects the profile sign and loads its reading without a tap', async () => {
    const profile = JSON.stringify({ name: 'Ana', zodiacSign: 'scorpio', birthDate: '1990-11-01' });
    current = await session.open(offlineUrl, { storage: { [PROFILE_KEY]: profile } });
    await current.page.goto('/daily');
    await waitForFinishedReading(readingCard(current), (value) =>
      value.includes('Daily reading for Scorpio'),
    );
    const own = current.page.getByRole('button', { name: /Scorpio/ }).first();
    expect(await own.getAttribute('aria-pressed')).toBe('true');
    expect(await own.innerText()).toMatch(/your sign/i);
  });

  it('brings a returning visitor’s reading into view and shows today’s date once', async () => {
    current = await session.open(offlineUrl, { storage: { [PROFILE_KEY]: returningVisitor } });
    const { page } = current;
    await page.goto('/daily');
    const card = readingCard(current);
    await waitForFinishedReading(card, (value) => value.includes('Daily reading for Scorpio'));

    const viewportHeight = page.viewportSize()?.height ?? 0;
    // In view means below the sticky site header, not hidden under it.
    const headerBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0;
    const topInView = async () => {
      const box = await card.boundingBox();
      return box !== null && box.y >= headerBottom && box.y < viewportHeight;
    };
    // Measured once the page has scrolled: before the sign grid has laid out, the card can sit
    // near the top for a moment, which says nothing about the scroll.
    const scrolledToCard = async () => (await page.evaluate(() => window.scrollY)) > 0 && (await topInView());
    expect(await eventually(scrolledToCard, 10_000)).toBe(true);

    const { date, text } = await page.evaluate(() => ({
      date: new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }).format(new Date()),
      text: document.querySelector('main')?.innerText ?? '',
    }));
    expect(text.split(date).length - 1).toBe(1);
  });

  it('picking another sign reloads the reading', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/daily');
    await page.getByRole('button', { name: /Aries/ }).first().click();
    const first = await waitForFinishedReading(readingCard(current), (value) =>
      value.includes('Daily reading for Aries'),
    );
    await page
      .getByRole('button', { name: /Taurus/ })
      .first()
      .click();
    const second = await waitForFinishedReading(readingCard(current), (value) =>
      value.includes('Daily reading for Taurus'),
    );
    expect(second).not.toEqual(first);
  });

  it('copies the reading as plain text, with HTML beside it, and shows a check for two seconds', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/daily');
    await page.getByRole('button', { name: /Virgo/ }).first().click();
    const card = readingCard(current);
    await waitForFinishedReading(card, (value) => value.includes('Daily reading for Virgo'));
    // The composer's headline is the card's title (issue 26: one title per card).
    const headline = await card.locator('header h2').innerText();
    await page.getByRole('button', { name: /copy/i }).click();
    await page.getByText(/copied/i).waitFor();

    const clipboard = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      const read = async (type: string) =>
        item?.types.includes(type) ? (await item.getType(type)).text() : null;
      return { plain: await read('text/plain'), html: await read('text/html') };
    });
    expect(clipboard.plain?.length).toBeGreaterThan(200);
    expect(clipboard.plain).not.toContain('**');
    expect(clipboard.plain?.startsWith(`${headline}\n\n`)).toBe(true);
    expect(clipboard.html).toContain(`<h2>${headline}</h2>`);
    await page.getByText(/copied/i).waitFor({ state: 'detached', timeout: 4_000 });
  });

  describe('keeps the sign in the URL (issue 26)', () => {
    const daily = {
      path: '/daily',
      query: 'sign=leo',
      card: (page: PhonePage['page']) => page.locator('article', { hasText: 'reading for' }),
      says: 'Daily reading for Leo',
    };

    it('restores the sign and reading after another page and Back, and after a reload', async () => {
      current = await session.open(offlineUrl);
      await expectChoicesKeptInUrl(current.page, {
        ...daily,
        choose: (page) => page.getByRole('button', { name: /Leo/ }).first().click(),
      });
    });

    it('opens a shared weekly link with its reading, and falls back cleanly from a tampered sign', async () => {
      current = await session.open(offlineUrl);
      await expectSharedAndTamperedLinks(current.page, {
        ...daily,
        path: '/weekly',
        says: 'Weekly reading for Leo',
        tamperedQuery: `sign=${encodeURIComponent('<script>alert(1)</script>')}`,
        emptyState: 'Choose a sign to begin',
      });
      await expectSharedAndTamperedLinks(current.page, {
        ...daily,
        tamperedQuery: 'sign=%3Cscript%3E',
        emptyState: 'Choose a sign to begin',
      });
    });
  });
});
