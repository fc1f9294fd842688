import type { Sign } from '../../content/signs';
import { houseLabel, joinWords, wholeSignHouse } from '../../compose/chart/chart-words';
import { ingressFact, lunationFact } from '../../compose/sky-event-facts';
import type { SkyEvent, SkyEventType } from '../../sky/events';
import { LUNATION_TYPES, eventDate, lunationsOf } from '../../sky/sky-in-period';
import { type IsoDate, daysBetween, shortDateLabel } from '../../time/calendar-date';
import { moonVisitLines } from './bank/calendar-lines';
import type { CalendarVoice } from './calendar-voice';
import type { HouseNumber } from '../../compose/chart/bank/house-lines';
import { calendarHouseAreas } from './calendar-words';
import { describeEvent, utcTimeLabel } from './describe-event';
import { eventMeaningForSign } from './event-meaning';

/**
 * The pieces every calendar category is built from: what a category's composer reads, the
 * dated list item ("**Full Moon in Gemini, Nov 24** — …"), the fact behind it, and the Moon's
 * visits to the reader's own sign.
 */

/** How a dated item is headed; the reading alternates so the list does not look stamped out. */
export type ItemStyle = 'event-first' | 'date-first';

/** What every category's composer gets: the reader's sign, the window and its real events. */
export interface CalendarContext {
  sign: Sign;
  date: IsoDate;
  /** Every event of the window, in time order. */
  events: readonly SkyEvent[];
  voice: CalendarVoice;
  itemStyle: ItemStyle;
  /** Event phrasings this reading has used, so its list does not repeat a lead. */
  used: Set<unknown>;
}

/** A category's middle part: dated items, prose about the window, and the facts they rest on. */
export interface CalendarSection {
  /** Markdown list items, in time order. */
  dates: string[];
  /** Paragraphs about the window as a whole. */
  context: string[];
  facts: string[];
}

export const ECLIPSES: readonly SkyEventType[] = ['solar-eclipse', 'lunar-eclipse'];
export const STATIONS: readonly SkyEventType[] = ['station-retrograde', 'station-direct'];
export const LUNATIONS: readonly SkyEventType[] = LUNATION_TYPES;

export const isType = (types: readonly SkyEventType[]) => (event: SkyEvent) => types.includes(event.type);
export const isPlanetIngress = (event: SkyEvent) => event.type === 'ingress' && event.body !== 'moon';
export const dayOf = (event: SkyEvent) => shortDateLabel(eventDate(event));

/** The whole-sign house an event's sign is for the reader, and what that house is about today. */
export function houseOfSign(context: CalendarContext, sign: Sign['id'], salt: string) {
  const house: HouseNumber = wholeSignHouse(sign, context.sign.id);
  return { house, label: houseLabel(house), area: context.voice.daily(calendarHouseAreas[house], salt) };
}

/**
 * The event's name as a list item heads it, its sign set apart ("Full Moon (Gemini)"): an
 * event stands in the lists of many guides for a month, and its full name would otherwise be
 * the same long clause in all of them.
 */
export const itemName = (event: SkyEvent): string =>
  describeEvent(event).replace(/ in ([A-Z][a-z]+)((?: \(retrograde\))?)$/, ' ($1)$2');

/** "- **Full Moon (Gemini), Nov 24** — what it means for the sign, told the day's way." */
export function eventItem(event: SkyEvent, context: CalendarContext): string {
  const meaning = eventMeaningForSign(
    event,
    context.sign.id,
    context.voice.day + context.voice.lane,
    context.used,
  );
  // The countdown dates the item to the day it is read: an event stays in the window for weeks.
  const name = itemName(event);
  const when = datedWithCountdown(event, context);
  const head = context.itemStyle === 'event-first' ? `${name}, ${when}` : `${when}: ${name}`;
  return `- **${head}** — ${meaning}`;
}

/**
 * The fact behind a dated line. Lunations and the Sun's ingresses use the one shared wording
 * (`sky-event-facts.ts`), so the prompt, the composer and the pages name them alike.
 */
export function eventFact(event: SkyEvent, context: CalendarContext): string {
  const [lunation] = lunationsOf([event]);
  if (lunation) return lunationFact(lunation);
  if (event.type === 'ingress' && event.body === 'sun') return ingressFact(event, 'Sun');
  const house = event.sign ? ` (your ${houseLabel(wholeSignHouse(event.sign, context.sign.id))})` : '';
  return `${describeEvent(event)}, ${dayOf(event)}, ${utcTimeLabel(event.utc)}${house}`;
}

export function listOf(events: readonly SkyEvent[], context: CalendarContext): CalendarSection {
  return {
    dates: events.map((event) => eventItem(event, context)),
    context: [],
    facts: events.map((event) => eventFact(event, context)),
  };
}

export const merge = (...sections: CalendarSection[]): CalendarSection => ({
  dates: sections.flatMap((section) => section.dates),
  context: sections.flatMap((section) => section.context),
  facts: sections.flatMap((section) => section.facts),
});

/** Prose only: one paragraph of the given sentences (empty ones dropped). */
export const prose = (...lines: string[]): CalendarSection => {
  const text = lines.filter(Boolean).join(' ');
  return { dates: [], context: text ? [text] : [], facts: [] };
};

/** The days the Moon enters the reader's own sign, if any. */
export function moonVisits(context: CalendarContext): CalendarSection {
  const visits = context.events.filter(
    (event) => event.type === 'ingress' && event.body === 'moon' && event.sign === context.sign.id,
  );
  if (visits.length === 0) return { dates: [], context: [], facts: [] };
  return {
    dates: [],
    context: [
      context.voice.signLine(moonVisitLines, 'moon-visit', {
        date: joinWords(
          visits.map((event, index) => (index === 0 ? datedWithCountdown(event, context) : dayOf(event))),
        ),
      }),
    ],
    facts: visits.map(
      (event) => `Moon enters ${context.sign.name}, ${dayOf(event)}, ${utcTimeLabel(event.utc)}`,
    ),
  };
}

/** How far an event is from the window's first day: "today", "tomorrow", "in 12 days", "yesterday". */
export function countdownTo(event: SkyEvent, date: IsoDate): string {
  const days = daysBetween(date, eventDate(event));
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}

/** An event's date with how far off it is ("Dec 9 (in 8 days)"): a new phrase each day the window slides. */
export const datedWithCountdown = (event: SkyEvent, context: CalendarContext): string =>
  `${dayOf(event)} (${countdownTo(event, context.date)})`;
