import { describe, expect, inject, it } from 'vitest';
import { monthYearLabel, weekRangeLabel, localIsoDate } from '@core/time/calendar-date';
import type { PhonePage } from './support/browser';
import { phoneSession } from './support/phone-session';
import { PROFILE_KEY } from './support/fixtures';
import { waitForFinishedReading, wordCount } from './support/wait';

const offlineUrl = inject('offlineUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const readingCard = (phone: PhonePage) => phone.page.locator('article', { hasText: 'reading for' });

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

  it('copies the reading and shows a check for two seconds', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/daily');
    await page.getByRole('button', { name: /Virgo/ }).first().click();
    await waitForFinishedReading(readingCard(current), (value) => value.includes('Daily reading for Virgo'));
    await page.getByRole('button', { name: /copy/i }).click();
    await page.getByText(/copied/i).waitFor();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.length).toBeGreaterThan(200);
    await page.getByText(/copied/i).waitFor({ state: 'detached', timeout: 4_000 });
  });
});
