import type { SkyEvent } from '../sky/events';
import { type CalendarEntry, calendarUid } from './calendar-entry';

/** The words an event is written with: the Cosmic Calendar's own, passed in so this layer names no feature. */
export interface SkyEventWords {
  /** "Full Moon in Gemini" */
  describe(event: SkyEvent): string;
  /** One more line for the description (a sign's meaning of the event), when there is one. */
  meaning?(event: SkyEvent): string;
}

export interface SkyEntryOptions {
  words: SkyEventWords;
  /** Absolute link to the page that shows these events. */
  url: string;
  /** Set in a per-sign file, so its events do not share UIDs with the general file's. */
  sign?: string;
}

/** "The exact moment is 2026-12-20 01:43 UTC." */
export const exactMomentLine = (utc: string): string =>
  `Exact at ${utc.slice(0, 10)} ${utc.slice(11, 16)} UTC.`;

/**
 * Shared sky events (lunations, eclipses, stations, ingresses) as calendar entries at their
 * exact instant. An event is identified by its type, body and instant, as the timeline keys it.
 */
export function skyEventEntries(events: readonly SkyEvent[], options: SkyEntryOptions): CalendarEntry[] {
  return events.map((event) => {
    const meaning = options.words.meaning?.(event);
    return {
      uid: calendarUid('sky', event.type, event.body ?? '', event.utc, options.sign ?? ''),
      summary: options.words.describe(event),
      description: [exactMomentLine(event.utc), meaning].filter(Boolean).join('\n'),
      url: options.url,
      when: { kind: 'instant', at: event.utc },
    };
  });
}
