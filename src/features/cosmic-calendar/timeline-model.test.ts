import { describe, expect, it } from 'vitest';
import { describeEvent } from '@core/features/cosmic-calendar/describe-event';
import { type SkyEvent, findSkyEvents } from '@core/sky/events';
import { type IsoDate, localIsoDate } from '@core/time/calendar-date';
import {
  TIMELINE_FILTER_IDS,
  dayLabel,
  eventIcon,
  eventTimeLabel,
  eventLabel,
  filterTimeline,
  groupByLocalDate,
  openingDays,
  startOfLocalDate,
  timelineCounts,
  timelineFilters,
  visitorTimeZone,
} from './timeline-model';

/** A local wall-clock instant as the ISO UTC text events carry. */
const local = (year: number, month: number, day: number, hour: number, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

const fullMoon: SkyEvent = { type: 'full-moon', utc: local(2026, 11, 24, 9), body: 'moon', sign: 'gemini' };
const voidStart: SkyEvent = {
  type: 'void-of-course-start',
  utc: local(2026, 11, 24, 10),
  body: 'moon',
  sign: 'taurus',
  endUtc: local(2026, 11, 24, 11, 30),
};
const moonIngress: SkyEvent = {
  type: 'ingress',
  utc: local(2026, 11, 24, 11, 30),
  body: 'moon',
  sign: 'gemini',
  retrograde: false,
};
const voidEnd: SkyEvent = {
  type: 'void-of-course-end',
  utc: local(2026, 11, 24, 11, 30),
  body: 'moon',
  sign: 'taurus',
  startUtc: voidStart.utc,
};
const station: SkyEvent = {
  type: 'station-retrograde',
  utc: local(2026, 11, 25, 23, 50),
  body: 'jupiter',
  sign: 'leo',
};
const eclipse: SkyEvent = {
  type: 'lunar-eclipse',
  utc: local(2026, 11, 26, 0, 10),
  kind: 'total',
  sign: 'virgo',
};
const orphanVoidEnd: SkyEvent = {
  type: 'void-of-course-end',
  utc: local(2026, 11, 26, 5),
  body: 'moon',
  sign: 'cancer',
  startUtc: local(2026, 11, 21, 23),
};
const events = [fullMoon, voidStart, moonIngress, voidEnd, station, eclipse, orphanVoidEnd];

describe('timeline filters', () => {
  it('has the six chips in order, with "All" first', () => {
    expect(TIMELINE_FILTER_IDS.map((id) => timelineFilters[id].label)).toEqual([
      'All',
      'Moon phases',
      'Ingresses',
      'Stations & retrogrades',
      'Eclipses',
      'Void-of-course',
    ]);
  });

  it('lists the main events under "All" and void-of-course windows under their own chip, one row each', () => {
    expect(filterTimeline(events, 'all')).toEqual([fullMoon, moonIngress, station, eclipse]);
    expect(filterTimeline(events, 'void-of-course')).toEqual([voidStart, orphanVoidEnd]);
  });

  it('counts under "All" exactly the rows of the main chips put together, on a real month of sky', () => {
    const month = findSkyEvents(new Date('2026-11-22T00:00:00Z'), 30);
    const counts = timelineCounts(month);
    const main = TIMELINE_FILTER_IDS.filter((id) => id !== 'all' && id !== 'void-of-course');
    expect(counts.all).toBe(main.reduce((sum, id) => sum + counts[id], 0));
    expect(counts.all).toBe(filterTimeline(month, 'all').length);
    // A month holds a dozen void windows: none of them is under "All".
    expect(counts['void-of-course']).toBeGreaterThan(8);
    expect(filterTimeline(month, 'all').some((event) => event.type.startsWith('void-of-course'))).toBe(false);
  });

  it('selects each kind of event for its chip', () => {
    expect(filterTimeline(events, 'lunations')).toEqual([fullMoon]);
    expect(filterTimeline(events, 'ingresses')).toEqual([moonIngress]);
    expect(filterTimeline(events, 'stations')).toEqual([station]);
    expect(filterTimeline(events, 'eclipses')).toEqual([eclipse]);
  });

  it('counts the rows of every chip', () => {
    expect(timelineCounts(events)).toEqual({
      all: 4,
      lunations: 1,
      ingresses: 1,
      stations: 1,
      eclipses: 1,
      'void-of-course': 2,
    });
  });
});

describe('grouping by local date', () => {
  it('puts events on the visitor’s own calendar dates, in order, with a short label', () => {
    const days = groupByLocalDate(filterTimeline(events, 'all'));
    expect(days.map((day) => day.date)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
    expect(days.map((day) => day.label)).toEqual(['Tue, Nov 24', 'Wed, Nov 25', 'Thu, Nov 26']);
    expect(days[0]?.events).toEqual([fullMoon, moonIngress]);
    // 23:50 and 00:10 local are twenty minutes apart but on two different days.
    expect(days[1]?.events).toEqual([station]);
    expect(days[2]?.events).toEqual([eclipse]);
    expect(groupByLocalDate(filterTimeline(events, 'void-of-course')).map((day) => day.date)).toEqual([
      '2026-11-24',
      '2026-11-26',
    ]);
  });

  it('returns no days for no events', () => {
    expect(groupByLocalDate([])).toEqual([]);
  });

  it('labels a date the same whatever the time zone', () => {
    expect(dayLabel('2026-01-01')).toBe('Thu, Jan 1');
  });

  it('starts the 30 days at local midnight', () => {
    const start = startOfLocalDate('2026-11-22');
    expect(localIsoDate(start)).toBe('2026-11-22');
    expect([start.getHours(), start.getMinutes(), start.getSeconds()]).toEqual([0, 0, 0]);
  });
});

describe('event labels', () => {
  it('names lunations, eclipses, stations and ingresses as the shared describer does', () => {
    for (const event of [fullMoon, eclipse, station, moonIngress]) {
      expect(eventLabel(event, describeEvent)).toBe(describeEvent(event));
    }
    expect(eventLabel(fullMoon, describeEvent)).toBe('Full Moon in Gemini');
  });

  it('says in local time when a void-of-course window ends', () => {
    expect(eventLabel(voidStart, describeEvent)).toMatch(/^Moon void of course in Taurus until 11:30/);
    expect(eventLabel(orphanVoidEnd, describeEvent)).toBe('Void-of-course Moon ends');
    const overnight = { ...voidStart, endUtc: local(2026, 11, 25, 1, 15) };
    expect(eventLabel(overnight, describeEvent)).toMatch(/until Wed, Nov 25, 01:15|until Wed, Nov 25, 1:15/);
  });

  it('names the visitor’s zone with every time, and on the page as a whole', () => {
    const instant = new Date(fullMoon.utc);
    const zoneName = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value;
    expect(zoneName).toBeTruthy();
    expect(eventTimeLabel(fullMoon.utc).endsWith(` ${zoneName ?? ''}`)).toBe(true);
    expect(eventLabel(voidStart, describeEvent)).toContain(zoneName);
    expect(visitorTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('gives every kind an icon', () => {
    expect([fullMoon, voidStart, station, eclipse, moonIngress].map(eventIcon)).toEqual([
      '🌕',
      '∅',
      '℞',
      '🌘',
      '➜',
    ]);
  });

  it('keeps the first seven calendar days of the window for the opening list', () => {
    const day = (date: string) => ({ date: date as IsoDate, label: date, events: [] });
    const days = [
      day('2026-11-28'),
      day('2026-12-01'),
      day('2026-12-04'),
      day('2026-12-05'),
      day('2026-12-20'),
    ];
    expect(openingDays(days, '2026-11-28' as IsoDate).map(({ date }) => date)).toEqual([
      '2026-11-28',
      '2026-12-01',
      '2026-12-04',
    ]);
  });
});
