import { type CalendarCategoryId, calendarCategories } from '../../content/calendar-categories';
import { type SignId, signs } from '../../content/signs';
import type { SkyEvent } from '../../sky/events';
import { type IsoDate, addDays, isoDateToUtc, shortDateLabel } from '../../time/calendar-date';
import type { ComposedReading } from '../horoscope';
import { calendarAffirmations, calendarGuidance, calendarIntros } from './bank/calendar-lines';
import { calendarSections } from './calendar-sections';
import { createChartWriter } from './chart-writer';

// The calendar page loads this one module for its timeline, so the event texts are re-exported here.
export { describeEvent } from './describe-event';
export { eventMeaningForSign } from './event-meaning';

export interface CalendarReadingInput {
  sign: SignId;
  category: CalendarCategoryId;
  /** The first day of the 30-day window. */
  date: IsoDate;
  /** The real events of the window (findSkyEvents from the date, 30 days), in time order. */
  events: readonly SkyEvent[];
}

/** The window the guide covers (spec §9: "its prompt covers the next 30 days"). */
export const CALENDAR_WINDOW_DAYS = 30;

/** The spec's "generic line as final fallback" (§8), for when even the composer cannot run. */
export const GENERIC_CALENDAR_LINE =
  'The next thirty days carry their own gentle rhythm: begin something small at the New Moon, notice what ripens at the Full Moon, and trust yourself to move with the sky. ✨';

const DAY_MS = 86_400_000;

/**
 * A sign's guide to the next 30 days through one calendar category, written offline from the
 * real events passed in: every dated line names the event, its date and the house it falls in
 * for the sign. Used when no provider key is set and as the calendar's provider-failure fallback
 * (spec §8: "locally written template per category"). Deterministic for its input.
 */
export function composeCalendarReading({
  sign,
  category,
  date,
  events,
}: CalendarReadingInput): ComposedReading {
  const reader = signs[sign];
  const last = addDays(date, CALENDAR_WINDOW_DAYS - 1);
  const range = `${shortDateLabel(date)} – ${shortDateLabel(last)}`;
  const writer = createChartWriter(`calendar|${sign}|${category}|${date}`, {
    sign: reader.name,
    range: `${shortDateLabel(date)} to ${shortDateLabel(last)}`,
  });
  // A visitor's local midnight can sit up to 14 hours either side of the UTC date; allow a day.
  const startMs = isoDateToUtc(date).getTime() - DAY_MS;
  const endMs = isoDateToUtc(date).getTime() + (CALENDAR_WINDOW_DAYS + 1) * DAY_MS;
  const inWindow = events.filter((event) => {
    const ms = Date.parse(event.utc);
    return ms >= startMs && ms < endMs;
  });
  const section = calendarSections[category]({ sign: reader, date, events: inWindow, writer });
  const headline = `${calendarCategories[category].title} for ${reader.name}: ${range}`;
  const body = [
    writer.line(calendarIntros[category]),
    ...section.blocks,
    writer.line(calendarGuidance[category]),
  ].join('\n\n');
  const affirmation = writer.pick(calendarAffirmations);
  return {
    headline,
    body,
    affirmation,
    facts: [`${range}, ${date.slice(0, 4)}`, ...section.facts],
    markdown: [`**${headline}**`, body, `*Affirmation: ${affirmation}*`].join('\n\n'),
  };
}
