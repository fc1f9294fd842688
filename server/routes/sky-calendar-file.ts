import { type SignId, signs } from '@core/content/signs';
import { type CalendarEntry, calendarUid } from '@core/calendar/calendar-entry';
import { icsFile } from '@core/calendar/ics-file';
import { skyEventEntries } from '@core/calendar/sky-event-entries';
import { type ShowerPeak, skyCalendarWords } from '@core/features/sky-calendar-words';
import type { SkyEvent, SkyEventType } from '@core/sky/events';
import { skyInDates } from '@core/sky/sky-in-period';
import { type IsoDate, daysBetween } from '@core/time/calendar-date';

/** What a subscriber's calendar shows: the events that change the sky's picture, not void Moons. */
const SUBSCRIBED_TYPES: ReadonlySet<SkyEventType> = new Set([
  'new-moon',
  'first-quarter',
  'full-moon',
  'last-quarter',
  'solar-eclipse',
  'lunar-eclipse',
  'station-retrograde',
  'station-direct',
  'ingress',
]);

/** A year from the first of a month: the window the subscription always covers. */
export const yearFrom = (monthStart: IsoDate): number =>
  daysBetween(monthStart, `${Number(monthStart.slice(0, 4)) + 1}${monthStart.slice(4)}`);

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
export function skyCalendarFile({ monthStart, sign, origin, now }: SkyCalendarRequest): string {
  const days = yearFrom(monthStart);
  const url = `${origin}/cosmic-calendar${sign ? `?sign=${sign}` : ''}`;
  const events = skyInDates(monthStart, days).filter((event) => SUBSCRIBED_TYPES.has(event.type));
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
