import type { PersonalSkyEvent } from '@core/sky/transits/personal-sky-event';

/**
 * My Sky's events as an iCalendar file, written on the device: the birth details they come
 * from never leave it. The calendar code (ical.js) loads only when the visitor asks for the file.
 */
export async function mySkyCalendarFile(
  events: readonly PersonalSkyEvent[],
  origin: string,
): Promise<string> {
  const [{ icsFile }, { personalSkyEntries }] = await Promise.all([
    import('@core/calendar/ics-file'),
    import('@core/calendar/personal-sky-entries'),
  ]);
  return icsFile(personalSkyEntries(events, `${origin}/my-sky`), {
    name: 'Cosmic Guide: my sky',
    now: new Date(),
  });
}
