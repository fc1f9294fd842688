import type { Sign } from '../../content/signs';
import type { SkyEvent, SkyEventType } from '../../sky/events';
import { type IsoDate, shortDateLabel } from '../../time/calendar-date';
import { moonVisitLines } from './bank/calendar-lines';
import type { ChartWriter } from './chart-writer';
import { claim, houseLabel, joinWords, wholeSignHouse } from './chart-words';
import { describeEvent, utcTimeLabel } from './describe-event';
import { eventMeaningForSign } from './event-meaning';

/**
 * The pieces every calendar category is built from: the context it reads, the dated list
 * item ("**Full Moon in Gemini, Nov 24** — …"), the fact behind it, and the Moon's visits to
 * the reader's own sign.
 */
/** What every category's composer gets: the reader's sign, the window and its real events. */
export interface CalendarContext {
  sign: Sign;
  date: IsoDate;
  /** Every event of the window, in time order. */
  events: readonly SkyEvent[];
  writer: ChartWriter;
}

/** A category's middle part: the dated lines and the facts they rest on. */
export interface CalendarSection {
  blocks: string[];
  facts: string[];
}

export const LUNATIONS: readonly SkyEventType[] = ['new-moon', 'first-quarter', 'full-moon', 'last-quarter'];
export const ECLIPSES: readonly SkyEventType[] = ['solar-eclipse', 'lunar-eclipse'];
export const STATIONS: readonly SkyEventType[] = ['station-retrograde', 'station-direct'];

export const isType = (types: readonly SkyEventType[]) => (event: SkyEvent) => types.includes(event.type);
export const isPlanetIngress = (event: SkyEvent) => event.type === 'ingress' && event.body !== 'moon';
export const dayOf = (event: SkyEvent) => shortDateLabel(event.utc.slice(0, 10));

/** "- **Full Moon in Gemini, Nov 24** — what it means for the sign." */
export const eventItem = (event: SkyEvent, context: CalendarContext): string =>
  `- ${claim(`${describeEvent(event)}, ${dayOf(event)}`, eventMeaningForSign(event, context.sign.id))}`;

/** "Full Moon in Gemini, Nov 24, 14:53 UTC (your 11th house)". */
export function eventFact(event: SkyEvent, context: CalendarContext): string {
  const house = event.sign ? ` (your ${houseLabel(wholeSignHouse(event.sign, context.sign.id))})` : '';
  return `${describeEvent(event)}, ${dayOf(event)}, ${utcTimeLabel(event.utc)}${house}`;
}

export function listOf(events: readonly SkyEvent[], context: CalendarContext): CalendarSection {
  return {
    blocks: events.length > 0 ? [events.map((event) => eventItem(event, context)).join('\n')] : [],
    facts: events.map((event) => eventFact(event, context)),
  };
}

export const merge = (...sections: CalendarSection[]): CalendarSection => ({
  blocks: sections.flatMap((section) => section.blocks),
  facts: sections.flatMap((section) => section.facts),
});

export const prose = (...lines: string[]): CalendarSection => ({ blocks: [lines.join(' ')], facts: [] });

/** The days the Moon enters the reader's own sign, if any. */
export function moonVisits(context: CalendarContext): CalendarSection {
  const visits = context.events.filter(
    (event) => event.type === 'ingress' && event.body === 'moon' && event.sign === context.sign.id,
  );
  if (visits.length === 0) return { blocks: [], facts: [] };
  const dates = joinWords(visits.map(dayOf));
  return {
    blocks: [context.writer.line(moonVisitLines, { date: dates })],
    facts: visits.map(
      (event) => `Moon enters ${context.sign.name}, ${dayOf(event)}, ${utcTimeLabel(event.utc)}`,
    ),
  };
}
