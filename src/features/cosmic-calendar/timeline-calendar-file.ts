import { type SignId, signs } from '@core/content/signs';
import type { SkyEvent } from '@core/sky/events';
import type { EventExplainer } from './use-sky-timeline';

/**
 * The timeline's events as an iCalendar file, written in the browser. The calendar code
 * (ical.js) is imported here, on the visitor's click, so the page itself never carries it.
 * With a sign chosen, each event also says what it means for that sign, as the timeline does.
 */
export async function timelineCalendarFile(
  events: readonly SkyEvent[],
  sign: SignId | null,
  explainer: EventExplainer,
  origin: string,
): Promise<string> {
  const [{ icsFile }, { skyEventEntries }] = await Promise.all([
    import('@core/calendar/ics-file'),
    import('@core/calendar/sky-event-entries'),
  ]);
  const entries = skyEventEntries(events, {
    words: {
      describe: explainer.describeEvent,
      meaning: sign
        ? (event) => `For ${signs[sign].name}: ${explainer.eventMeaningForSign(event, sign)}`
        : undefined,
    },
    url: `${origin}/cosmic-calendar${sign ? `?sign=${sign}` : ''}`,
    sign: sign ?? undefined,
  });
  return icsFile(entries, { name: 'Cosmic Guide: the next 30 days', now: new Date() });
}
