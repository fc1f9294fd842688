import { type IsoDate, addDays, daysBetween, weekRange } from '../../time/calendar-date';
import type { PersonalSkyEvent, TransitEvent } from '../../sky/transits/personal-sky-event';
import type { TransitingBodyId } from '../../sky/transits/transit-table';
import { personalEventTitle } from './event-titles';

/** The window My Sky shows, from today. */
export const MY_SKY_DAYS = 90;

/**
 * Jupiter and beyond stay in orb for weeks or months: drawn as bands from entering to leaving
 * orb. The Sun through Mars pass in a day or three: drawn as points on their exact day.
 */
export const SLOW_BODIES: ReadonlySet<TransitingBodyId> = new Set([
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
]);

export const isSlowTransit = (event: PersonalSkyEvent): event is TransitEvent =>
  event.kind === 'transit' && SLOW_BODIES.has(event.body);

/** Names one pass so the page, its reading and a calendar export agree on which it is. */
export const personalEventKey = (event: PersonalSkyEvent): string =>
  event.kind === 'transit'
    ? `transit|${event.body}|${event.target}|${event.angle}|${event.exactAt}`
    : `${event.kind}|${event.body}|${event.exactAt}`;

/** One stretch in orb of a slow transit, with all its exact passes. */
export interface TimelineBand {
  key: string;
  title: string;
  startsAt: string;
  endsAt: string;
  passes: TransitEvent[];
}

/** A band's part within one week: day columns 0–7 (fractions allowed), passes at their days. */
export interface WeekBand {
  band: TimelineBand;
  fromColumn: number;
  toColumn: number;
  continuesBefore: boolean;
  continuesAfter: boolean;
  passes: { column: number; transit: TransitEvent }[];
}

export interface TimelinePoint {
  key: string;
  day: IsoDate;
  title: string;
  event: PersonalSkyEvent;
}

export interface TimelineWeek {
  /** Sunday of the week. */
  start: IsoDate;
  days: IsoDate[];
  bands: WeekBand[];
  points: TimelinePoint[];
}

export interface MySkyTimeline {
  today: IsoDate;
  weeks: TimelineWeek[];
  /** Returns later than the window (the returns scan looks years ahead). */
  laterReturns: TimelinePoint[];
}

/** The slow transits' stretches in orb, each with its passes in order. */
export function bandsOf(events: readonly PersonalSkyEvent[]): TimelineBand[] {
  const bands = new Map<string, TimelineBand>();
  for (const event of events) {
    if (!isSlowTransit(event)) continue;
    const key = `band|${event.body}|${event.target}|${event.angle}|${event.startsAt}`;
    const band = bands.get(key) ?? {
      key,
      title: personalEventTitle(event),
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      passes: [],
    };
    band.passes.push(event);
    bands.set(key, band);
  }
  return [...bands.values()];
}

/**
 * The page's model of My Sky: weeks from the one holding `today` through the window, each with
 * the slow bands that overlap it and the events of its days as points; returns beyond the window
 * apart. `dayOf` turns an instant into the visitor's calendar day (the page passes local time).
 */
export function mySkyTimeline(
  events: readonly PersonalSkyEvent[],
  today: IsoDate,
  dayOf: (instant: string) => IsoDate,
  days = MY_SKY_DAYS,
): MySkyTimeline {
  const lastDay = addDays(today, days - 1);
  const firstWeek = weekRange(today).start;
  const weekCount = Math.floor(daysBetween(firstWeek, lastDay) / 7) + 1;
  const weeks: TimelineWeek[] = Array.from({ length: weekCount }, (_, index) => {
    const start = addDays(firstWeek, index * 7);
    return {
      start,
      days: Array.from({ length: 7 }, (__, day) => addDays(start, day)),
      bands: [],
      points: [],
    };
  });
  const laterReturns: TimelinePoint[] = [];
  const columnOf = (week: TimelineWeek, instant: string) => {
    const day = dayOf(instant);
    return daysBetween(week.start, day);
  };

  for (const band of bandsOf(events)) {
    for (const week of weeks) {
      const from = columnOf(week, band.startsAt);
      const to = columnOf(week, band.endsAt) + 1;
      if (to <= 0 || from >= 7) continue;
      week.bands.push({
        band,
        fromColumn: Math.max(0, from),
        toColumn: Math.min(7, to),
        continuesBefore: from < 0,
        continuesAfter: to > 7,
        passes: band.passes
          .map((transit) => ({ column: columnOf(week, transit.exactAt), transit }))
          .filter(({ column }) => column >= 0 && column < 7),
      });
    }
  }

  for (const event of events) {
    if (isSlowTransit(event)) continue;
    const day = dayOf(event.exactAt);
    const point = { key: personalEventKey(event), day, title: personalEventTitle(event), event };
    if (day > lastDay) {
      if (event.kind === 'return') laterReturns.push(point);
      continue;
    }
    if (day < today) continue;
    weeks[Math.floor(daysBetween(firstWeek, day) / 7)]?.points.push(point);
  }
  return { today, weeks, laterReturns };
}

const BODY_SLOWNESS: readonly TransitingBodyId[] = [
  'pluto',
  'neptune',
  'uranus',
  'saturn',
  'jupiter',
  'mars',
  'sun',
  'venus',
  'mercury',
];

/**
 * Home's "Today for you": the transits in orb at `now`, one per stretch (its pass nearest now),
 * slowest body first (a Saturn season outweighs a day of Mercury), then the closest to exact.
 */
export function transitsInOrbAt(events: readonly PersonalSkyEvent[], now: Date, count = 3): TransitEvent[] {
  const nowMs = now.getTime();
  const nearest = new Map<string, TransitEvent>();
  for (const event of events) {
    if (event.kind !== 'transit') continue;
    if (Date.parse(event.startsAt) > nowMs || Date.parse(event.endsAt) < nowMs) continue;
    const stretch = `${event.body}|${event.target}|${event.angle}|${event.startsAt}`;
    const held = nearest.get(stretch);
    const distance = (transit: TransitEvent) => Math.abs(Date.parse(transit.exactAt) - nowMs);
    if (!held || distance(event) < distance(held)) nearest.set(stretch, event);
  }
  return [...nearest.values()]
    .sort(
      (first, second) =>
        BODY_SLOWNESS.indexOf(first.body) - BODY_SLOWNESS.indexOf(second.body) ||
        Math.abs(Date.parse(first.exactAt) - nowMs) - Math.abs(Date.parse(second.exactAt) - nowMs),
    )
    .slice(0, count);
}
