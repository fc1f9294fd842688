import { describe, expect, it } from 'vitest';
import { lineOctets, parseCalendar } from '../testing/parsed-calendar';
import type { CalendarEntry } from './calendar-entry';
import { calendarUid } from './calendar-entry';
import { PRODUCT_ID, icsFile } from './ics-file';

const NOW = new Date('2026-11-28T03:00:00Z');

const instant: CalendarEntry = {
  uid: calendarUid('sky', 'full-moon', 'moon', '2026-12-24T01:28:00.000Z'),
  summary: 'Full Moon in Cancer',
  description: 'Exact at 2026-12-24 01:28 UTC.\nA second line, with a comma; and a semicolon.',
  url: 'https://cosmic.example/cosmic-calendar',
  when: { kind: 'instant', at: '2026-12-24T01:28:00.000Z' },
};
const span: CalendarEntry = {
  uid: calendarUid('my-sky', 'transit', 'saturn', 'square', 'sun'),
  summary: 'Saturn square your natal Sun',
  // Long and multi-byte, so the writer has to fold it between characters, within 75 octets.
  description: `In orb for weeks. ${'Über das Gefühl — ünïcødé ✨ '.repeat(12)}`,
  url: 'https://cosmic.example/my-sky',
  when: { kind: 'days', first: '2026-12-01', last: '2027-01-15' },
};

describe('icsFile', () => {
  const file = icsFile([instant, span], { name: 'Test sky', now: NOW });
  const { calendar, events } = parseCalendar(file);

  it('writes a VCALENDAR 2.0 that ical.js reads back with every event', () => {
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe(PRODUCT_ID);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Test sky');
    expect(events.map((event) => event.summary)).toEqual([instant.summary, span.summary]);
  });

  it('ends every line with CRLF and folds none past 75 octets', () => {
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(Math.max(...lineOctets(file))).toBeLessThanOrEqual(75);
    // The long description really was folded, and unfolds to itself.
    expect(file).toMatch(/\r\n /);
    expect(events[1]?.description).toBe(span.description);
  });

  it('stamps each event with a UTC DTSTAMP and writes instants in UTC', () => {
    for (const event of events) expect(event.lines.dtstamp).toBe('DTSTAMP:20261128T030000Z');
    expect(events[0]?.lines.dtstart).toBe('DTSTART:20261224T012800Z');
    expect(events[0]?.end).toBeNull();
  });

  it('writes a span as all-day dates whose DTEND is the day after the last', () => {
    expect(events[1]?.lines.dtstart).toBe('DTSTART;VALUE=DATE:20261201');
    expect(events[1]?.lines.dtend).toBe('DTEND;VALUE=DATE:20270116');
    expect(events[1]?.start.isDate).toBe(true);
    expect(events[1]?.end?.compare(events[1].start)).toBe(1);
  });

  it('keeps escaped text, UIDs and links as given', () => {
    expect(events[0]?.description).toBe(instant.description);
    expect(file.replace(/\r\n /g, '')).toContain('\\nA second line\\, with a comma\\; and');
    expect(events.map((event) => event.uid)).toEqual([instant.uid, span.uid]);
    expect(events[0]?.url).toBe(instant.url);
  });
});

describe('calendarUid', () => {
  it('derives a UID from identity parts, in our domain, without punctuation an instant brings', () => {
    expect(calendarUid('sky', 'new-moon', 'moon', '2026-12-09T00:52:10.000Z')).toBe(
      'sky-new-moon-moon-2026-12-09t00-52-10-000z@cosmic-guide',
    );
    expect(calendarUid('a', '', 'b')).toBe('a-b@cosmic-guide');
  });
});
