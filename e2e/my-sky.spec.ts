import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { parseCalendar } from '@core/testing/parsed-calendar';
import { seriousViolations } from './support/axe';
import { PROFILE_KEY } from './support/fixtures';
import { phoneSession } from './support/phone-session';
import { waitForFinishedReading } from './support/wait';

/**
 * My Sky (issue 28) on a phone: a saved profile's 90 days of transits, today marked, a transit's
 * reading composed offline, and Home's "Today for you" for the same profile.
 */
const offlineUrl = inject('offlineUrl');
const session = phoneSession();

const ADA_PROFILE = {
  name: 'Ada',
  zodiacSign: 'cancer',
  birthDate: '1990-07-15',
  birthTime: '15:30',
  birthPlace: 'London, England, United Kingdom',
  birthLocation: {
    label: 'London, England, United Kingdom',
    latitude: 51.5074,
    longitude: -0.1278,
    timeZone: 'Europe/London',
  },
};
const withAda = { storage: { [PROFILE_KEY]: JSON.stringify(ADA_PROFILE) } };

describe('my sky page', () => {
  it("shows the saved profile's timeline with today marked, and opens a transit's reading", async () => {
    const { page } = await session.open(offlineUrl, withAda);
    await page.goto('/my-sky');
    await page.getByRole('heading', { level: 1, name: 'My Sky' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Your next 90 days' }).waitFor({ timeout: 20_000 });
    const today = page.locator('[aria-current="date"]');
    expect(await today.count()).toBe(1);
    expect(await today.innerText()).toMatch(/^Today · [A-Z][a-z]{2} \d{1,2}$/);
    expect(await page.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(13);

    const read = page.getByRole('button', { name: /^Read: / }).first();
    const label = (await read.getAttribute('aria-label')) ?? '';
    const title = label.replace(/^Read: /, '').replace(/, exact .*$/, '');
    await read.focus();
    await page.keyboard.press('Enter');
    const reading = await waitForFinishedReading(page.getByRole('region', { name: 'Transit reading' }));
    expect(reading).toContain(title);
    expect(reading).toMatch(/sits at [A-Z][a-z]+ \d+°\d\d′ in your \d+(st|nd|rd|th) house/);
    expect(reading).toContain('Try this:');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('exports the 90 days as a calendar file made on the device, parsed back with its transits', async () => {
    const { page } = await session.open(offlineUrl, withAda);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`));
    await page.goto('/my-sky');
    await page.getByRole('heading', { level: 2, name: 'Your next 90 days' }).waitFor({ timeout: 20_000 });
    const firstRead =
      (await page
        .getByRole('button', { name: /^Read: / })
        .first()
        .getAttribute('aria-label')) ?? '';
    const transitTitle = firstRead.replace(/^Read: /, '').replace(/, exact .*$/, '');
    requests.length = 0;
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^my-sky-\d{4}-\d{2}-\d{2}\.ics$/);
    const { events } = parseCalendar(await readFile((await download.path()) ?? '', 'utf8'));
    expect(events.length).toBeGreaterThan(5);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    // The page says "Saturn square your Venus"; the file says "... your natal Venus".
    const [body, aspect, target] = transitTitle.split(/ (conjunct|sextile|square|trine|opposite) your /);
    expect(
      events.some(
        (event) => event.summary.startsWith(`${body} ${aspect}`) && event.summary.endsWith(target ?? ''),
      ),
    ).toBe(true);
    expect(events.every((event) => event.url?.endsWith('/my-sky'))).toBe(true);
    // Made on the device: nothing carrying the birth date left it for the file.
    expect(requests.filter((line) => line.includes('1990-07-15'))).toEqual([]);
  });

  it('asks for a birth date, with a link to the profile, when the profile has none', async () => {
    const { page } = await session.open(offlineUrl, {
      storage: { [PROFILE_KEY]: JSON.stringify({ name: 'Ana', zodiacSign: 'gemini' }) },
    });
    await page.goto('/my-sky');
    await page.getByRole('heading', { name: 'Add your birth date first' }).waitFor();
    await page.getByRole('link', { name: 'Add my birth details in the profile' }).click();
    await page.waitForURL(/\/profile$/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('home: today for you', () => {
  it("lists the profile's transits in orb today, each leading to My Sky", async () => {
    const { page } = await session.open(offlineUrl, withAda);
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Today for you' });
    await panel.waitFor({ timeout: 20_000 });
    const links = panel.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    expect(await links.first().innerText()).toMatch(/your [A-Z]/);
    expect(await seriousViolations(page)).toEqual([]);
    await links.first().click();
    await page.getByRole('heading', { level: 1, name: 'My Sky' }).waitFor();
  });

  it('shows nothing of the kind for a profile without a birth date', async () => {
    const { page } = await session.open(offlineUrl, {
      storage: { [PROFILE_KEY]: JSON.stringify({ name: 'Ana', zodiacSign: 'gemini' }) },
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Your reading for today' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: 'Today for you' }).count()).toBe(0);
  });
});
