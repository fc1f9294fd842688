import ICAL from 'ical.js';
import type { CalendarEntry, CalendarWhen } from './calendar-entry';
import { addDays } from '../time/calendar-date';

/** Names this app as the file's author (RFC 5545 §3.7.3). */
export const PRODUCT_ID = '-//Cosmic Guide//Sky Calendar//EN';

/**
 * ical.js folds at `foldLength` octets but prefixes each continuation with a space on top of
 * them, so a continuation line came out at 76 octets; RFC 5545 §3.1 asks for at most 75. One
 * less keeps every line within the limit (ics-file.test.ts measures it). This module is the
 * only writer of calendar files in the app.
 */
ICAL.foldLength = 74;

export interface CalendarFileOptions {
  /** The calendar's name, shown by calendar apps that subscribe (X-WR-CALNAME). */
  name: string;
  /** DTSTAMP: when the file was made. */
  now: Date;
}

const utcTime = (instant: string | Date) =>
  ICAL.Time.fromJSDate(typeof instant === 'string' ? new Date(instant) : instant, true);

function addWhen(event: ICAL.Component, when: CalendarWhen): void {
  if (when.kind === 'instant') {
    // No DTEND: a DATE-TIME start alone is an event that takes no time (RFC 5545 §3.6.1).
    event.addPropertyWithValue('dtstart', utcTime(when.at));
    return;
  }
  // An all-day span: VALUE=DATE, and the end is exclusive, so it is the day after the last.
  event.addPropertyWithValue('dtstart', ICAL.Time.fromDateString(when.first));
  event.addPropertyWithValue('dtend', ICAL.Time.fromDateString(addDays(when.last, 1)));
}

/** One VEVENT; shared by the plain events and the recurring reminder. */
export function eventComponent(entry: CalendarEntry, now: Date): ICAL.Component {
  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', entry.uid);
  event.addPropertyWithValue('dtstamp', utcTime(now));
  addWhen(event, entry.when);
  event.addPropertyWithValue('summary', entry.summary);
  event.addPropertyWithValue('description', entry.description);
  event.addPropertyWithValue('url', entry.url);
  // The sky is no appointment: these events never make the visitor look busy.
  event.addPropertyWithValue('transp', 'TRANSPARENT');
  return event;
}

/** A VCALENDAR around the given events, as text: CRLF line ends, folded lines. */
export function calendarText(events: readonly ICAL.Component[], options: Pick<CalendarFileOptions, 'name'>) {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('prodid', PRODUCT_ID);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addPropertyWithValue('x-wr-calname', options.name);
  for (const event of events) calendar.addSubcomponent(event);
  // ical.js joins lines with CRLF but leaves the last one open; RFC 5545 ends every line.
  return `${calendar.toString()}\r\n`;
}

/** An iCalendar (RFC 5545) file of the given entries. */
export const icsFile = (entries: readonly CalendarEntry[], options: CalendarFileOptions): string =>
  calendarText(
    entries.map((entry) => eventComponent(entry, options.now)),
    options,
  );
