import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { parseCalendar } from '@core/testing/parsed-calendar';
import { seriousViolations } from './support/axe';
import { phoneSession } from './support/phone-session';

const offlineUrl = inject('offlineUrl');
const session = phoneSession();

/** What the timeline shows for each event: its words and its exact instant. */
interface ShownEvent {
  summary: string;
  utc: string;
}

describe('calendar export', () => {
  it('downloads the Cosmic Calendar’s listed events as an .ics file that holds exactly those events', async () => {
    const { page } = await session.open(offlineUrl);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/cosmic-calendar?sign=leo');
    const timeline = page.getByRole('list', { name: 'Sky events by date' });
    await timeline.waitFor();
    const more = page.getByRole('button', { name: /^Show all 30 days/ });
    if ((await more.count()) > 0) await more.click();
    const shown: ShownEvent[] = await timeline.locator('li li').evaluateAll((rows) =>
      rows.map((row) => ({
        summary: row.querySelector('span.font-semibold')?.textContent ?? '',
        utc: row.querySelector('time')?.getAttribute('datetime') ?? '',
      })),
    );
    expect(shown.length).toBeGreaterThan(3);

    const requestsBefore = requests.length;
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^cosmic-guide-\d{4}-\d{2}-\d{2}\.ics$/);
    const file = await readFile((await download.path()) ?? '', 'utf8');

    const { events } = parseCalendar(file);
    const written = events.map((event) => ({
      summary: event.summary,
      utc: event.start.toJSDate().toISOString().slice(0, 19),
    }));
    expect(written).toEqual(shown.map((event) => ({ summary: event.summary, utc: event.utc.slice(0, 19) })));
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    for (const event of events) {
      expect(event.lines.dtstart).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
      expect(event.description).toMatch(/\nFor Leo: \S/);
      expect(event.url).toBe(`${offlineUrl.replace(/\/$/, '')}/cosmic-calendar?sign=leo`);
    }
    // Made on the device: the only requests after the click load the calendar code's chunks.
    expect(requests.slice(requestsBefore).filter((url) => !/\/assets\/.+\.js$/.test(url))).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('daily reading reminder', () => {
  it('downloads a daily repeating event at the chosen time that opens the daily page', async () => {
    const { page } = await session.open(offlineUrl);
    await page.goto('/daily?sign=virgo');
    const time = page.getByLabel('Remind me every day at');
    await time.fill('07:30');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
    const download = await downloading;
    const { events } = parseCalendar(await readFile((await download.path()) ?? '', 'utf8'));
    expect(events).toHaveLength(1);
    expect(events[0]?.rrule?.freq).toBe('DAILY');
    expect(events[0]?.lines.dtstart).toMatch(/^DTSTART:\d{8}T073000$/);
    expect(events[0]?.url).toBe(`${offlineUrl.replace(/\/$/, '')}/daily?sign=virgo`);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
