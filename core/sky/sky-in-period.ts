import { LUNATION_TYPES, type LunationType } from './lunation-types';
import { SmallLru } from '../lib/small-lru';
import { type IsoDate, addDays, isoDateToUtc, utcToIsoDate } from '../time/calendar-date';
import { type SkyEvent, type SkyEventType, findSkyEvents } from './events';

/**
 * The one answer to "what happens in the sky in this period": lunations with their exact
 * instant and sign, eclipses, stations, ingresses and void-of-course Moons, all from the exact
 * event engine (`findSkyEvents`). Prompts, offline composers, pages and `/api/sky/events`
 * format what this returns; none of them finds events by other means, so they cannot disagree
 * about when a Full Moon is or which sign it falls in.
 */

export { LUNATION_TYPES, type LunationType };

/** A lunation event narrowed to its type, with the sign it always carries. */
export type Lunation = SkyEvent & { type: LunationType; sign: NonNullable<SkyEvent['sign']> };

/**
 * A scan costs a few milliseconds (tens for a year), and the same periods are asked for again
 * and again (every sign's weekly reading reads one week), so recent scans are kept. Bounded,
 * because `from` can come from a client.
 */
const scans = new SmallLru<string, readonly SkyEvent[]>(128);

/** Every event from the instant `from` for `days` days, in time order. The array is shared: do not mutate it. */
export function skyInPeriod(from: Date, days: number): readonly SkyEvent[] {
  const key = `${from.toISOString()}|${days}`;
  const cached = scans.get(key);
  if (cached) return cached;
  const events = Object.freeze(findSkyEvents(from, days));
  scans.set(key, events);
  return events;
}

/** The scan for this period if one is kept, without computing anything (callers that queue scans). */
export const cachedSkyInDates = (start: IsoDate, dayCount: number): readonly SkyEvent[] | undefined =>
  scans.get(`${isoDateToUtc(start).toISOString()}|${dayCount}`);

/** Every event from 00:00 UTC of `start` through the end (UTC) of the `dayCount`-th day. */
export const skyInDates = (start: IsoDate, dayCount: number): readonly SkyEvent[] =>
  skyInPeriod(isoDateToUtc(start), dayCount);

/** True for a principal lunation (new, first quarter, full, last quarter) with its sign. */
export const isLunation = (event: SkyEvent): event is Lunation =>
  (LUNATION_TYPES as readonly SkyEventType[]).includes(event.type) && event.sign !== undefined;

/** The principal lunations among `events`, optionally only some types (e.g. new and full). */
export function lunationsOf(
  events: readonly SkyEvent[],
  types: readonly LunationType[] = LUNATION_TYPES,
): Lunation[] {
  return events.filter(isLunation).filter((event) => types.includes(event.type));
}

/** Events of the given types among `events`, optionally for one body. */
export function eventsOfType(
  events: readonly SkyEvent[],
  types: readonly SkyEventType[],
  body?: SkyEvent['body'],
): SkyEvent[] {
  return events.filter((event) => types.includes(event.type) && (body === undefined || event.body === body));
}

/** The UTC calendar date an event falls on; readings keyed by date name events by this date. */
export const eventDate = (event: SkyEvent): IsoDate => utcToIsoDate(new Date(event.utc));

/** The last date (inclusive) of a period of `dayCount` days from `start`. */
export const lastDateOf = (start: IsoDate, dayCount: number): IsoDate => addDays(start, dayCount - 1);
