import { type SignId, signs } from '@core/content/signs';
import { type CalendarEntry, calendarUid } from '@core/calendar/calendar-entry';
import { icsFile } from '@core/calendar/ics-file';
import { skyEventEntries } from '@core/calendar/sky-event-entries';
import { type ShowerPeak, skyCalendarWords } from '@core/features/sky-calendar-words';
import { SKY_EVENT_TYPES, type SkyEvent, type SkyEventType } from '@core/sky/events';
import { skyInDates } from '@core/sky/sky-in-period';
import { type IsoDate, addDays, daysBetween } from '@core/time/calendar-date';

/** What a subscriber's calendar shows: the events that change the sky's picture, not void Moons. */
const SUBSCRIBED_TYPES: ReadonlySet<SkyEventType> = new Set(
  SKY_EVENT_TYPES.filter((type) => !type.startsWith('void-of-course')),
);

/** A year from the first of a month: the window the subscription always covers. */
export const yearFrom = (monthStart: IsoDate): number =>
  daysBetween(monthStart, `${Number(monthStart.slice(0, 4)) + 1}${monthStart.slice(4)}`);

/** Days scanned between yields: the Cosmic Calendar's window, so its cached scans are reused. */
const SCAN_CHUNK_DAYS = 30;

/**
 * A year's events, scanned a month at a time with a yield between months: the whole year in
 * one go held the event loop for seconds on a cold server. The months join exactly (each scan
 * covers its own [start, end)), as in `/api/sky/events`.
 */
async function eventsOfYear(monthStart: IsoDate, days: number): Promise<SkyEvent[]> {
  const events: SkyEvent[] = [];
  for (let offset = 0; offset < days; offset += SCAN_CHUNK_DAYS) {
    await new Promise((resolve) => setImmediate(resolve));
    events.push(...skyInDates(addDays(monthStart, offset), Math.min(SCAN_CHUNK_DAYS, days - offset)));
  }
  return events.filter((event) => SUBSCRIBED_TYPES.has(event.type));
}

function meteorEntry(peak: ShowerPeak, url: string, sign: SignId | undefined): CalendarEntry {
  const { shower, peakDate } = peak;
  return {
    uid: calendarUid('meteor', shower.id, peakDate, sign ?? ''),
    summary: `${shower.name} meteor shower peak`,
    description: `Up to about ${shower.rate} meteors an hour under a dark sky, flying from ${shower.radiant}; the debris of ${shower.parent}. Look after midnight.`,
    url,
    when: { kind: 'days', first: peakDate, last: peakDate },
  };
}

export interface SkyCalendarRequest {
  /** The first day of the current month (UTC). */
  monthStart: IsoDate;
  sign?: SignId;
  /** The app's origin, for the links back. */
  origin: string;
  now: Date;
}

/**
 * The subscribable sky calendar: a year of lunations, eclipses, ingresses and stations from the
 * one sky module, and the meteor peaks, each with a link to the Cosmic Calendar; for a sign,
 * each event also says in one line what it means for that sign.
 */
export async function skyCalendarFile({
  monthStart,
  sign,
  origin,
  now,
}: SkyCalendarRequest): Promise<string> {
  const days = yearFrom(monthStart);
  const url = `${origin}/cosmic-calendar${sign ? `?sign=${sign}` : ''}`;
  const events = await eventsOfYear(monthStart, days);
  const meaning = sign
    ? (event: SkyEvent) => `For ${signs[sign].name}: ${skyCalendarWords.eventMeaningForSign(event, sign)}`
    : undefined;
  const skyEntries = skyEventEntries(events, {
    words: { describe: skyCalendarWords.describeEvent, meaning },
    url,
    sign,
  });
  const meteorEntries = skyCalendarWords
    .showerPeaksWithin(monthStart, days)
    .map((peak) => meteorEntry(peak, url, sign));
  const name = sign ? `Cosmic Guide sky for ${signs[sign].name}` : 'Cosmic Guide sky';
  return icsFile([...skyEntries, ...meteorEntries], { name, now });
}
