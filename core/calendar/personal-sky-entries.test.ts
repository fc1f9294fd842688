import { describe, expect, it } from 'vitest';
import type { PersonalSkyEvent, TransitEvent } from '../sky/transits/personal-sky-event';
import { personalSky } from '../sky/transits/personal-sky';
import { parseCalendar } from '../testing/parsed-calendar';
import { icsFile } from './ics-file';
import { personalSkyEntries } from './personal-sky-entries';

const url = 'https://cosmic.example/my-sky';
const loopPass = (pass: number, exactAt: string, retrograde: boolean): TransitEvent => ({
  kind: 'transit',
  body: 'saturn',
  target: 'sun',
  aspect: 'square',
  angle: 90,
  exactAt,
  startsAt: '2026-12-02T10:00:00.000Z',
  endsAt: '2027-06-20T04:00:00.000Z',
  pass,
  passes: 3,
  retrograde,
  lon: 10,
  sign: 'aries',
  natalLon: 280,
});
const events: PersonalSkyEvent[] = [
  loopPass(1, '2027-01-10T12:00:00.000Z', false),
  {
    kind: 'eclipse',
    body: 'moon',
    target: 'asc',
    phase: 'full-moon',
    eclipse: 'lunar',
    eclipseKind: 'total',
    exactAt: '2027-02-20T08:00:00.000Z',
    lon: 150,
    sign: 'virgo',
    orb: 1.25,
  },
  loopPass(2, '2027-03-15T12:00:00.000Z', true),
  {
    kind: 'ingress',
    body: 'mars',
    house: 5,
    exactAt: '2027-04-01T00:00:00.000Z',
    retrograde: false,
    cusp: 200,
  },
  loopPass(3, '2027-05-30T12:00:00.000Z', false),
  { kind: 'progression', body: 'moon', change: 'sign', sign: 'leo', exactAt: '2027-05-01T00:00:00.000Z' },
  {
    kind: 'return',
    body: 'sun',
    phase: 'return',
    aspect: 'conjunction',
    exactAt: '2027-05-10T09:30:00.000Z',
    retrograde: false,
    natalLon: 49,
  },
];

describe('personalSkyEntries', () => {
  const parsed = parseCalendar(
    icsFile(personalSkyEntries(events, url), { name: 'My sky', now: new Date() }),
  ).events;
  const transit = parsed.find((event) => event.summary === 'Saturn square your natal Sun');

  it('makes the three passes of one retrograde loop a single all-day band in orb', () => {
    expect(parsed).toHaveLength(5);
    expect(transit?.lines.dtstart).toBe('DTSTART;VALUE=DATE:20261202');
    expect(transit?.lines.dtend).toBe('DTEND;VALUE=DATE:20270621');
    expect(transit?.description).toContain('Exact (pass 2 of 3) at 2027-03-15 12:00 UTC, retrograde.');
    expect(transit?.description.match(/Exact \(pass/g)).toHaveLength(3);
  });

  it('writes the other events at their exact instant with a name that says what happens', () => {
    const summaries = parsed.map((event) => event.summary);
    expect(summaries).toEqual(
      expect.arrayContaining([
        'Total lunar eclipse on your natal Ascendant',
        'Mars enters your 5th house',
        'Progressed Moon enters Leo',
        'Solar return',
      ]),
    );
    for (const event of parsed.filter((entry) => entry !== transit)) {
      expect(event.lines.dtstart).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
      expect(event.url).toBe(url);
    }
  });

  it('converts a real 90-day scan with unique UIDs, every span ending after it starts', () => {
    const moment = {
      utc: new Date('1990-05-17T12:30:00Z'),
      timeKnown: true,
      latitude: 48.85,
      longitude: 2.35,
    };
    const sky = personalSky(moment, new Date('2026-12-01T00:00:00Z'), 90);
    const read = parseCalendar(
      icsFile(personalSkyEntries(sky.events, url), { name: 'x', now: new Date() }),
    ).events;
    expect(read.length).toBeGreaterThan(10);
    expect(new Set(read.map((event) => event.uid)).size).toBe(read.length);
    for (const event of read) {
      expect(event.lines.dtstamp).toMatch(/Z$/);
      if (event.end) expect(event.end.compare(event.start)).toBe(1);
      expect(event.description.length).toBeGreaterThan(0);
    }
  });
});
