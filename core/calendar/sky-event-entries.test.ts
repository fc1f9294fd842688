import { describe, expect, it } from 'vitest';
import { skyInDates } from '../sky/sky-in-period';
import { parseCalendar } from '../testing/parsed-calendar';
import { icsFile } from './ics-file';
import { skyEventEntries } from './sky-event-entries';

const events = skyInDates('2026-12-01', 30).filter((event) => !event.type.startsWith('void-of-course'));
const words = { describe: (event: { type: string }) => `Event ${event.type}` };
const url = 'https://cosmic.example/cosmic-calendar';

describe('skyEventEntries', () => {
  const file = icsFile(skyEventEntries(events, { words, url }), { name: 'Sky', now: new Date() });
  const parsed = parseCalendar(file).events;

  it('writes one event per sky event, at its exact instant in UTC', () => {
    expect(parsed).toHaveLength(events.length);
    parsed.forEach((event, index) => {
      const source = events[index];
      expect(event.lines.dtstart).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
      expect(event.start.toJSDate().getTime()).toBe(Math.floor(Date.parse(source?.utc ?? '') / 1000) * 1000);
      expect(event.summary).toBe(`Event ${source?.type}`);
      expect(event.description).toContain(`Exact at ${source?.utc.slice(0, 10)}`);
      expect(event.url).toBe(url);
    });
  });

  it('gives every event its own UID, the same on every build, and another in a sign file', () => {
    const uids = parsed.map((event) => event.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(skyEventEntries(events, { words, url }).map((entry) => entry.uid)).toEqual(uids);
    const signUids = skyEventEntries(events, { words, url, sign: 'leo' }).map((entry) => entry.uid);
    expect(signUids.some((uid) => uids.includes(uid))).toBe(false);
  });

  it('adds the meaning line when one is given', () => {
    const [first] = skyEventEntries(events, { words: { ...words, meaning: () => 'For Leo: shine.' }, url });
    expect(first?.description.split('\n')).toEqual([expect.stringMatching(/^Exact at /), 'For Leo: shine.']);
  });
});
