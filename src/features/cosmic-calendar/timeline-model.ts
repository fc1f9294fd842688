import { signs } from '@core/content/signs';
import type { SkyEvent, SkyEventType } from '@core/sky/events';
import { type IsoDate, addDays, localIsoDate } from '@core/time/calendar-date';

/** The timeline's filter chips, in the order they are shown. */
export const TIMELINE_FILTER_IDS = [
  'all',
  'lunations',
  'ingresses',
  'stations',
  'eclipses',
  'void-of-course',
] as const;
export type TimelineFilterId = (typeof TIMELINE_FILTER_IDS)[number];

export interface TimelineFilter {
  id: TimelineFilterId;
  label: string;
  types: readonly SkyEventType[];
}

const LUNATION_TYPES = [
  'new-moon',
  'first-quarter',
  'full-moon',
  'last-quarter',
] as const satisfies SkyEventType[];
const VOID_TYPES = ['void-of-course-start', 'void-of-course-end'] as const satisfies SkyEventType[];
const ECLIPSE_TYPES = ['solar-eclipse', 'lunar-eclipse'] as const satisfies SkyEventType[];
const STATION_TYPES = ['station-retrograde', 'station-direct'] as const satisfies SkyEventType[];

/**
 * "All" means the events that change the month's picture: lunations, eclipses, stations and
 * ingresses. The Moon goes void of course a dozen times a month, and those short windows listed
 * among them buried the rest (issue 26 §6), so they have their own chip; a void window is a
 * single row there (its start, which says when it ends).
 */
export const timelineFilters = {
  all: {
    id: 'all',
    label: 'All',
    types: [...LUNATION_TYPES, ...ECLIPSE_TYPES, ...STATION_TYPES, 'ingress'],
  },
  lunations: { id: 'lunations', label: 'Moon phases', types: LUNATION_TYPES },
  ingresses: { id: 'ingresses', label: 'Ingresses', types: ['ingress'] },
  stations: { id: 'stations', label: 'Stations & retrogrades', types: STATION_TYPES },
  eclipses: { id: 'eclipses', label: 'Eclipses', types: ECLIPSE_TYPES },
  'void-of-course': { id: 'void-of-course', label: 'Void-of-course', types: VOID_TYPES },
} as const satisfies Record<TimelineFilterId, TimelineFilter>;

/**
 * The events a chip shows. A void-of-course window is one row (its start, which knows its end);
 * an end is kept only when its start fell before the 30 days began.
 */
export function filterTimeline(events: readonly SkyEvent[], filterId: TimelineFilterId): SkyEvent[] {
  const types: readonly SkyEventType[] = timelineFilters[filterId].types;
  const voidStarts = new Set(
    events.filter((event) => event.type === 'void-of-course-start').map((event) => event.utc),
  );
  return events.filter(
    (event) =>
      types.includes(event.type) &&
      !(
        event.type === 'void-of-course-end' &&
        event.startUtc !== undefined &&
        voidStarts.has(event.startUtc)
      ),
  );
}

/** How many rows each chip would show, for the counts on the chips. */
export function timelineCounts(events: readonly SkyEvent[]): Record<TimelineFilterId, number> {
  const entries = TIMELINE_FILTER_IDS.map((id) => [id, filterTimeline(events, id).length] as const);
  return Object.fromEntries(entries) as Record<TimelineFilterId, number>;
}

export interface TimelineDay {
  /** The visitor's local calendar date. */
  date: IsoDate;
  /** "Mon, Nov 23" */
  label: string;
  events: SkyEvent[];
}

// English like every other text of the app; only the clock follows the visitor's own habits.
const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

/** "Mon, Nov 23" for a calendar date (formatted at local noon so no time zone can shift it). */
export function dayLabel(date: IsoDate): string {
  const [year, month, day] = date.split('-').map(Number);
  return dayFormat.format(new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12));
}

/** Events grouped by the local date on which they happen, in time order (input is sorted). */
export function groupByLocalDate(events: readonly SkyEvent[]): TimelineDay[] {
  const days: TimelineDay[] = [];
  for (const event of events) {
    const date = localIsoDate(new Date(event.utc));
    const last = days.at(-1);
    if (last?.date === date) last.events.push(event);
    else days.push({ date, label: dayLabel(date), events: [event] });
  }
  return days;
}

/**
 * How many days of the window the timeline lists before the visitor asks for all of them: the
 * whole month of events made the page six phone screens tall (issue 26).
 */
export const OPENING_DAYS = 7;

/** The day groups that fall in the first OPENING_DAYS calendar days from `from`. */
export function openingDays(days: readonly TimelineDay[], from: IsoDate): TimelineDay[] {
  const end = addDays(from, OPENING_DAYS);
  return days.filter((day) => day.date < end);
}

/** The visitor's IANA time zone ("Europe/Dublin"), the one every time on the timeline is in. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The clock time of an instant in the visitor's zone, with the zone's short name so no time on
 * the page can be taken for another zone's: "10:09 AM GMT", "10:09 GMT+1".
 */
export const eventTimeLabel = (utc: string): string =>
  new Date(utc).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** The end of a window: its clock time, with the day when it ends on a later date. */
export function untilLabel(startUtc: string, endUtc: string): string {
  const endDate = localIsoDate(new Date(endUtc));
  const time = eventTimeLabel(endUtc);
  return endDate === localIsoDate(new Date(startUtc)) ? time : `${dayLabel(endDate)}, ${time}`;
}

/** Midnight at the start of the visitor's local calendar date. */
export function startOfLocalDate(date: IsoDate): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

/** A stable key for a row: no two events of one type and body share an instant. */
export const eventKey = (event: SkyEvent): string => `${event.type}:${event.body ?? ''}:${event.utc}`;

const inSign = (event: SkyEvent) => (event.sign ? ` in ${signs[event.sign].name}` : '');

/** Decorative glyphs per kind; the row's words carry the meaning. */
export const eventIcons = {
  'new-moon': '🌑',
  'first-quarter': '🌓',
  'full-moon': '🌕',
  'last-quarter': '🌗',
  'solar-eclipse': '🌘',
  'lunar-eclipse': '🌘',
  'station-retrograde': '℞',
  'station-direct': '℞',
  ingress: '➜',
  'void-of-course-start': '∅',
  'void-of-course-end': '∅',
} as const satisfies Record<SkyEventType, string>;

export const eventIcon = (event: SkyEvent): string => eventIcons[event.type];

/**
 * The row's words. The shared describer names every event ("Full Moon in Gemini"), but it
 * prints a void window's end in UTC, and this timeline speaks the visitor's local time.
 */
export function eventLabel(event: SkyEvent, describeEvent: (event: SkyEvent) => string): string {
  if (event.type === 'void-of-course-start') {
    return `Moon void of course${inSign(event)}${event.endUtc ? ` until ${untilLabel(event.utc, event.endUtc)}` : ''}`;
  }
  if (event.type === 'void-of-course-end') return 'Void-of-course Moon ends';
  return describeEvent(event);
}
