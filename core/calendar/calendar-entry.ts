import type { IsoDate } from '../time/calendar-date';

/** The domain every UID we write ends in, so no other calendar's UIDs can collide with ours. */
export const UID_DOMAIN = 'cosmic-guide';

/** When an entry happens: an exact instant, or whole days (a transit from entering to leaving orb). */
export type CalendarWhen =
  | { kind: 'instant'; at: string }
  /** `first` and `last` are both included; the file's DTEND is the day after `last`. */
  | { kind: 'days'; first: IsoDate; last: IsoDate };

/**
 * One event of a calendar file, before it is written: plain data, so the sky, the personal
 * scan and the reminder each say what they mean and one writer (ics-file.ts) knows RFC 5545.
 */
export interface CalendarEntry {
  /** Stable and unique: the same event keeps its UID, so a refreshed file updates, not duplicates. */
  uid: string;
  summary: string;
  description: string;
  /** An absolute link back to the page of the app that explains the event. */
  url: string;
  when: CalendarWhen;
}

/**
 * A UID from an event's identity: the parts joined, reduced to letters, digits and dashes (an
 * instant's colons and dots go), with our domain after the @.
 */
export function calendarUid(...parts: readonly string[]): string {
  const local = parts
    .map((part) =>
      part
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    )
    .filter(Boolean)
    .join('-');
  return `${local}@${UID_DOMAIN}`;
}
