import { describe, expect, inject, it } from 'vitest';
import { LUNATION_NAMES } from '@core/compose/sky-event-facts';
import type { SkyEvent } from '@core/sky/events';
import { type Lunation, lunationsOf, skyInPeriod } from '@core/sky/sky-in-period';
import { localIsoDate, monthName } from '@core/time/calendar-date';
import type { PhonePage } from './support/browser';
import { phoneSession } from './support/phone-session';
import { PROFILE_KEY } from './support/fixtures';
import { waitForText, wordCount } from './support/wait';

const offlineUrl = inject('offlineUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const NO_SIGN_ALERT = 'alert: Please select your zodiac sign first to receive personalized cosmic guidance.';
const LUNATION_ROW = /^(New Moon|First Quarter Moon|Full Moon|Last Quarter Moon) in /;
const readingCard = (phone: PhonePage) => phone.page.locator('article', { hasText: 'reading for' });

/** The lunations of the same 30 days the page covers (browser and test share the machine's clock and zone). */
function lunationsAhead(): Lunation[] {
  const now = new Date();
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return lunationsOf(skyInPeriod(start, 30));
}

/** Ways a reading may write an event's date, on its UTC and its local calendar day. */
function dateSpellings(event: SkyEvent): string[] {
  const days = new Set([event.utc.slice(0, 10), localIsoDate(new Date(event.utc))]);
  return [...days].flatMap((date) => {
    const month = monthName(date);
    const day = Number(date.slice(8, 10));
    return [
      `${month} ${day}`,
      `${month.slice(0, 3)} ${day}`,
      `${day} ${month}`,
      `${day} ${month.slice(0, 3)}`,
      date,
    ];
  });
}

const waitUntil = async (check: () => boolean, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('cosmic calendar page', () => {
  it('asks for a sign before a category can be read', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/cosmic-calendar');
    await page.getByRole('heading', { level: 1, name: 'Cosmic Calendar' }).waitFor();
    const moonPhases = page.getByRole('button', { name: /^Moon Phases/ });
    await moonPhases.click();
    await waitUntil(() => current?.dialogs.length !== 0);
    expect(current.dialogs).toEqual([NO_SIGN_ALERT]);
    expect(await moonPhases.getAttribute('aria-pressed')).toBe('false');
    expect(await readingCard(current).count()).toBe(0);
  });

  it('lists the real lunations of the next 30 days and explains one for the chosen sign', async () => {
    const expected = lunationsAhead();
    expect(expected.length).toBeGreaterThan(0);
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/cosmic-calendar');
    await page.getByRole('button', { name: /Leo/ }).first().click();

    const timeline = page.getByRole('list', { name: 'Sky events by date' });
    const lunation = timeline.getByRole('button', { name: LUNATION_ROW }).first();
    await lunation.waitFor();
    const first = expected[0];
    expect(await lunation.innerText()).toContain(LUNATION_NAMES[first?.type ?? 'new-moon']);
    // The row sits under a heading with its local date, e.g. "Mon, Nov 23".
    const day = lunation.locator('xpath=ancestor::li[2]');
    const dateHeading = await day.getByRole('heading', { level: 3 }).innerText();
    expect(dateHeading).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}$/);
    const expectedDay = new Date(first?.utc ?? '').toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    });
    expect(dateHeading).toBe(expectedDay);

    expect(await lunation.getAttribute('aria-expanded')).toBe('false');
    await lunation.click();
    expect(await lunation.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${(await lunation.getAttribute('aria-controls')) ?? ''}"]`);
    const meaning = await waitForText(panel, (text) => text.includes('What it means for Leo'));
    expect(meaning).toMatch(/Leo/);
    expect(meaning).toMatch(/\bhouse\b/i);
  });

  it('keeps void-of-course windows behind their own chip', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/cosmic-calendar');
    const timeline = page.getByRole('list', { name: 'Sky events by date' });
    await timeline.waitFor();
    expect(await timeline.getByRole('button', { name: /void of course/i }).count()).toBe(0);
    await page.getByRole('button', { name: /^Void-of-course/ }).click();
    await timeline
      .getByRole('button', { name: /void of course/i })
      .first()
      .waitFor();
    expect(await timeline.getByRole('button', { name: LUNATION_ROW }).count()).toBe(0);
  });

  it('reads Moon Phases for the profile sign, naming a real lunation date', async () => {
    const profile = JSON.stringify({ name: 'Ana', zodiacSign: 'sagittarius', birthDate: '1990-12-01' });
    current = await session.open(offlineUrl, { storage: { [PROFILE_KEY]: profile } });
    const { page } = current;
    await page.goto('/cosmic-calendar');
    const own = page.getByRole('button', { name: /Sagittarius/ }).first();
    await own.waitFor();
    expect(await own.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: /^Moon Phases/ }).click();
    const text = await waitForText(
      readingCard(current),
      (value) => value.includes('30-day reading for Sagittarius') && value.includes('Composed offline'),
      30_000,
    );
    expect(text).toContain('Sagittarius · Moon Phases');
    expect(wordCount(text)).toBeGreaterThanOrEqual(120);
    const spellings = lunationsAhead().flatMap(dateSpellings);
    expect(
      spellings.some((spelling) => text.includes(spelling)),
      `none of ${spellings.join(', ')} in the reading`,
    ).toBe(true);
    expect(current.dialogs).toEqual([]);
  });
});
