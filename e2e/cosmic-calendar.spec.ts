import { describe, expect, inject, it } from 'vitest';
import { LUNATION_NAMES } from '@core/compose/sky-event-facts';
import type { SkyEvent } from '@core/sky/events';
import { type Lunation, lunationsOf, skyInPeriod } from '@core/sky/sky-in-period';
import { localIsoDate, monthName } from '@core/time/calendar-date';
import { readAndDismissAlert } from './support/alert-dialog';
import { PHONE_VIEWPORT, type PhonePage } from './support/browser';
import { phoneSession } from './support/phone-session';
import { expectChoicesKeptInUrl, expectSharedAndTamperedLinks } from './support/url-state';
import { PROFILE_KEY } from './support/fixtures';
import { waitForText, wordCount, waitForPressed } from './support/wait';

const offlineUrl = inject('offlineUrl');
const session = phoneSession();
let current: PhonePage | undefined;

const NO_SIGN_ALERT = 'Please select your zodiac sign first to receive personalized cosmic guidance.';
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

/** The timeline lists its first week until asked for the rest (issue 26); this asks, when there is a rest. */
async function showWholeWindow(page: PhonePage['page']): Promise<void> {
  const more = page.getByRole('button', { name: /^Show all 30 days/ });
  if ((await more.count()) > 0) await more.click();
}

describe('cosmic calendar page', () => {
  it('lists the first week of the sky until asked for all 30 days', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/cosmic-calendar');
    const timeline = page.getByRole('list', { name: 'Sky events by date' });
    await timeline.waitFor();
    const dates = () =>
      timeline
        .locator('h3 time')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
    const firstWeek = await dates();
    const weekEnd = localIsoDate(new Date(Date.now() + 7 * 86_400_000));
    expect(firstWeek.every((date) => date < weekEnd)).toBe(true);
    await showWholeWindow(page);
    const month = await dates();
    expect(month.length).toBeGreaterThan(firstWeek.length);
    expect(month.slice(0, firstWeek.length)).toEqual(firstWeek);
  });

  it('is at most four phone screens tall before the first tap', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/cosmic-calendar');
    await page.waitForLoadState('networkidle');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(4 * PHONE_VIEWPORT.height);
  });

  it('asks for a sign before a category can be read', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/cosmic-calendar');
    await page.getByRole('heading', { level: 1, name: 'Cosmic Calendar' }).waitFor();
    const moonPhases = page.getByRole('button', { name: /^Moon Phases/ });
    await moonPhases.click();
    expect(await readAndDismissAlert(page)).toBe(NO_SIGN_ALERT);
    expect(current.dialogs).toEqual([]);
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
    await timeline.waitFor();
    await showWholeWindow(page);
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

  it('keeps void-of-course windows out of "All", alone under their own chip, and shows no empty chip', async () => {
    current = await session.open(offlineUrl);
    const { page } = current;
    await page.goto('/cosmic-calendar');
    const timeline = page.getByRole('list', { name: 'Sky events by date' });
    await timeline.waitFor();
    await showWholeWindow(page);
    expect(await timeline.getByRole('button', { name: /void of course/i }).count()).toBe(0);
    expect(await timeline.getByRole('button', { name: LUNATION_ROW }).count()).toBeGreaterThan(0);
    const chips = await page.getByRole('group', { name: 'Show events' }).getByRole('button').allInnerTexts();
    expect(chips.filter((chip) => chip.includes('(0)'))).toEqual([]);
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
    await waitForPressed(own);
    await page.getByRole('button', { name: /^Moon Phases/ }).click();
    const text = await waitForText(
      readingCard(current),
      (value) => value.includes('30-day reading for Sagittarius') && value.includes('Composed offline'),
      30_000,
    );
    // The reading's own heading is the card's title (issue 26): said once, with its dates.
    expect(text).toContain('Moon Phases for Sagittarius');
    expect(wordCount(text)).toBeGreaterThanOrEqual(120);
    const spellings = lunationsAhead().flatMap(dateSpellings);
    expect(
      spellings.some((spelling) => text.includes(spelling)),
      `none of ${spellings.join(', ')} in the reading`,
    ).toBe(true);
    expect(current.dialogs).toEqual([]);
  });

  it('gives every time in the visitor’s zone, says which, and counts under "All" every row it lists', async () => {
    current = await session.open(offlineUrl, { timeZone: 'Asia/Tokyo' });
    const { page } = current;
    await page.goto('/cosmic-calendar');
    const timeline = page.getByRole('list', { name: 'Sky events by date' });
    await timeline.waitFor();
    await page.getByText(/Times in your time zone \(Asia\/Tokyo\)\./).waitFor();
    await showWholeWindow(page);

    const chipCount = async (name: RegExp) =>
      Number(/\((\d+)\)/.exec(await page.getByRole('button', { name }).innerText())?.[1]);
    const rows = () => timeline.locator('li li > button');
    const all = await chipCount(/^All \(/);
    expect(all).toBeGreaterThan(0);
    expect(await rows().count()).toBe(all);
    // "All" is the main chips put together; void-of-course windows have their own chip.
    let others = 0;
    for (const chip of [/^Moon phases/, /^Ingresses/, /^Stations/, /^Eclipses/, /^Void-of-course/]) {
      // An empty chip is not shown at all.
      if ((await page.getByRole('button', { name: chip }).count()) === 0) continue;
      const count = await chipCount(chip);
      await page.getByRole('button', { name: chip }).click();
      expect(await rows().count(), String(chip)).toBe(count);
      if (!String(chip).includes('Void')) others += count;
    }
    expect(others).toBe(all);

    // Each row's time is the event's instant on a Tokyo clock, marked with that zone.
    await page.getByRole('button', { name: /^All \(/ }).click();
    const times = await timeline
      .locator('li li time')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({ utc: node.getAttribute('datetime') ?? '', text: node.textContent ?? '' })),
      );
    expect(times).toHaveLength(all);
    for (const { utc, text } of times) {
      const expected = new Date(utc).toLocaleTimeString('en-US', {
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone: 'Asia/Tokyo',
      });
      expect(text).toBe(expected);
      expect(text).toMatch(/GMT\+9$/);
    }
  });

  it('keeps sign date ranges whole and at 12 px on a 320 px phone, with the constellation off the titles', async () => {
    current = await session.open(offlineUrl, { width: 320 });
    const { page } = current;
    await page.goto('/cosmic-calendar');
    await page.getByRole('heading', { level: 1, name: 'Cosmic Calendar' }).waitFor();
    const ranges = await page
      .getByRole('group', { name: 'Choose your sign' })
      .locator('button > span.text-xs')
      .evaluateAll((spans) =>
        spans.map((span) => {
          const style = getComputedStyle(span);
          return {
            text: span.textContent ?? '',
            fontPx: parseFloat(style.fontSize),
            lines: Math.round(span.getBoundingClientRect().height / parseFloat(style.lineHeight)),
          };
        }),
      );
    expect(ranges).toHaveLength(12);
    for (const range of ranges) {
      expect(range.fontPx, range.text).toBeGreaterThanOrEqual(12);
      expect(range.lines, range.text).toBe(1);
    }

    const overlap = await page.evaluate(() => {
      const figure = document.querySelector('[data-testid="constellation"]')?.getBoundingClientRect();
      const heading = document.querySelector('main h1')?.parentElement?.getBoundingClientRect();
      if (!figure || !heading) return null;
      return figure.bottom > heading.top && figure.top < heading.bottom;
    });
    expect(overlap).toBe(false);
  });

  describe('keeps the sign and category in the URL (issue 26)', () => {
    const calendar = {
      path: '/cosmic-calendar',
      query: 'sign=leo&category=moon-phases',
      card: (page: PhonePage['page']) => page.locator('article', { hasText: 'reading for' }),
      says: '30-day reading for Leo',
      timeoutMs: 30_000,
    };

    it('restores the sign, category and reading after another page and Back, and after a reload', async () => {
      current = await session.open(offlineUrl);
      await expectChoicesKeptInUrl(current.page, {
        ...calendar,
        choose: async (page) => {
          await page.getByRole('button', { name: /Leo/ }).first().click();
          await page.getByRole('button', { name: /^Moon Phases/ }).click();
        },
      });
    });

    it('opens a shared link with its reading, and falls back cleanly from a tampered sign', async () => {
      current = await session.open(offlineUrl);
      await expectSharedAndTamperedLinks(current.page, {
        ...calendar,
        tamperedQuery: 'sign=%3Cscript%3E&category=moon-phases',
        emptyState: 'Choose a category to begin',
      });
    });
  });
});
