import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseCalendar } from '@core/testing/parsed-calendar';
import { createApp } from '../app';
import { parseEnv } from '../env';
import { createCapturingLogger } from '../testing/capturing-logger';

/** Mid-November 2026: the file covers 1 Nov 2026 to 31 Oct 2027. */
const NOW = new Date('2026-11-15T12:00:00Z');
const app = createApp({ env: parseEnv({}), now: () => NOW, logger: createCapturingLogger() });
const origin = 'http://localhost';

const fetchFile = async (query = '', headers: Record<string, string> = {}) =>
  app.request(`/calendar/sky.ics${query}`, { headers });

describe('GET /calendar/sky.ics', () => {
  it('answers an iCalendar file with a strong ETag and a cache lifetime for calendar refreshes', async () => {
    const response = await fetchFile();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=21600');
    // The security headers reach this path like every other answer.
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('holds a year of the sky from the month start: real lunations, eclipses, stations and meteor peaks', async () => {
    const { events } = parseCalendar(await (await fetchFile()).text());
    const starts = events.map((event) => event.start.toJSDate().getTime());
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(Date.parse('2026-11-01T00:00:00Z'));
    expect(Math.max(...starts)).toBeLessThan(Date.parse('2027-11-01T00:00:00Z'));
    const named = (pattern: RegExp) => events.filter((event) => pattern.test(event.summary));
    // 9 Nov 2026 to 29 Oct 2027: a year that holds thirteen.
    expect(named(/^New Moon/)).toHaveLength(13);
    // Published: New Moon on 9 December 2026 at 00:52 UTC; total solar eclipse on 2 August 2027.
    const december = named(/^New Moon/).find((event) => event.lines.dtstart?.startsWith('DTSTART:20261209'));
    expect(
      Math.abs((december?.start.toJSDate().getTime() ?? 0) - Date.parse('2026-12-09T00:52:00Z')),
    ).toBeLessThan(5 * 60_000);
    expect(named(/^Total solar eclipse/).map((event) => event.lines.dtstart?.slice(0, 16))).toContain(
      'DTSTART:20270802',
    );
    expect(named(/stations retrograde/).length).toBeGreaterThan(3);
    expect(named(/enters/).length).toBeGreaterThan(20);
    const geminids = named(/^Geminids/)[0];
    expect(geminids?.lines.dtstart).toBe('DTSTART;VALUE=DATE:20261213');
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    expect(events.every((event) => event.url === `${origin}/cosmic-calendar`)).toBe(true);
    expect(events.every((event) => event.lines.dtstamp === 'DTSTAMP:20261101T000000Z')).toBe(true);
  });

  it('adds the sign’s one-line meaning to each event and links to the sign’s calendar', async () => {
    const response = await fetchFile('?sign=scorpio');
    const { calendar, events } = parseCalendar(await response.text());
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Cosmic Guide sky for Scorpio');
    const skyEvents = events.filter((event) => !/meteor/.test(event.summary));
    expect(skyEvents.every((event) => /\nFor Scorpio: \S/.test(event.description))).toBe(true);
    expect(events.every((event) => event.url === `${origin}/cosmic-calendar?sign=scorpio`)).toBe(true);
    expect(response.headers.get('etag')).not.toBe((await fetchFile()).headers.get('etag'));
  });

  it('answers 304 to a matching If-None-Match, weak or strong, and the file again to a stale one', async () => {
    const etag = (await fetchFile()).headers.get('etag') ?? '';
    const unchanged = await fetchFile('', { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect((await fetchFile('', { 'if-none-match': `"stale", W/${etag}` })).status).toBe(304);
    expect((await fetchFile('', { 'if-none-match': '"stale"' })).status).toBe(200);
  });

  it('is gzipped for a client that accepts it, with the validator then marked weak', async () => {
    const plain = await (await fetchFile()).text();
    const response = await fetchFile('', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('etag')).toMatch(/^W\/"/);
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(plain);
    expect((await fetchFile('', { 'if-none-match': response.headers.get('etag') ?? '' })).status).toBe(304);
  });

  it.each(['ophiuchus', 'Aries', '', '<script>'])(
    'refuses the sign "%s" with 400 and a reason',
    async (sign) => {
      const response = await fetchFile(`?sign=${encodeURIComponent(sign)}`);
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: string };
      expect(error).toMatch(/use one of aries, taurus/);
    },
  );
});
