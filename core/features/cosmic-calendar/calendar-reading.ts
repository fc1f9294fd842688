import {
  CALENDAR_CATEGORY_IDS,
  type CalendarCategoryId,
  calendarCategories,
} from '../../content/calendar-categories';
import { type SignId, signs } from '../../content/signs';
import type { ComposedReading } from '../../compose/composed-reading';
import type { SkyEvent } from '../../sky/events';
import { type IsoDate, addDays, isoDateToUtc, shortDateLabel } from '../../time/calendar-date';
import {
  calendarAffirmations,
  calendarIntros,
  closingLines,
  closingQuestions,
  headings,
} from './bank/calendar-lines';
import { type CalendarSection, type ItemStyle, dayOf, itemName } from './calendar-section-parts';
import { calendarSections } from './calendar-sections';
import { type CalendarVoice, createCalendarVoice, fillCalendarTemplate, lowerFirst } from './calendar-voice';
import { closeFrames, introFrames } from './bank/frame-lines';
import { CALENDAR_WINDOW_DAYS } from './calendar-window';
import { eventDate } from '../../sky/sky-in-period';

export { CALENDAR_WINDOW_DAYS } from './calendar-window';

export interface CalendarReadingInput {
  sign: SignId;
  category: CalendarCategoryId;
  /** The first day of the 30-day window. */
  date: IsoDate;
  /** The real events of the window (`skyInDates(date, 30)`), in time order. */
  events: readonly SkyEvent[];
}

const DAY_MS = 86_400_000;

/** The event types a headline may point ahead to: the ones a reader plans around. */
const NOTABLE: ReadonlySet<SkyEvent['type']> = new Set([
  'solar-eclipse',
  'lunar-eclipse',
  'new-moon',
  'first-quarter',
  'full-moon',
  'last-quarter',
  'station-retrograde',
  'station-direct',
]);

/** How the headline points to the next notable event, stepping by day. */
const AHEAD_WORDS = ['next up', 'first to watch', 'coming soon'] as const;

/** The first notable event from the window's first day on, for the headline ("next up: …"). */
const nextNotable = (events: readonly SkyEvent[], date: IsoDate): SkyEvent | undefined =>
  events.find((event) => NOTABLE.has(event.type) && eventDate(event) >= date);

/**
 * The orders a guide can take. The window slides a day at a time, so a sign reading the same
 * category on consecutive days would otherwise meet the same skeleton every morning.
 */
const SKELETONS = ['dates-first', 'context-first', 'woven'] as const;
type Skeleton = (typeof SKELETONS)[number];
const ITEM_STYLES: readonly ItemStyle[] = ['event-first', 'date-first'];

const heading = (voice: CalendarVoice, part: keyof typeof headings) =>
  `### ${voice.daily(headings[part], `heading-${part}`)}`;

/**
 * The closing: a thought for the sign on some days, a question to sit with on others, dated to
 * the window's last day so the same thought is never read twice as the window slides.
 */
function closingOf(voice: CalendarVoice, last: string): string {
  if (voice.daily(['thought', 'question'] as const, 'closing-kind') === 'thought')
    return voice.signDated(closingLines, 'closing', closeFrames);
  const frame = voice.daily(closeFrames, 'question|frame');
  return fillCalendarTemplate(frame.replace('{line}', lowerFirst(voice.turn(closingQuestions, 'question'))), {
    last,
  });
}

/** A guide with no dated events (no eclipse, no shower): its paragraphs still change order by day. */
function arrangeProse(
  skeleton: Skeleton,
  intro: string,
  paragraphs: readonly string[],
  voice: CalendarVoice,
  closing: string,
): string[] {
  const [first = '', ...rest] = paragraphs;
  const contextHeading = heading(voice, 'context');
  const closeHeading = heading(voice, 'close');
  if (skeleton === 'context-first') return [intro, contextHeading, first, closeHeading, ...rest, closing];
  if (skeleton === 'woven' && rest.length > 0) {
    return [`${intro} ${first}`, contextHeading, ...rest, closeHeading, closing];
  }
  return [intro, contextHeading, ...paragraphs, closeHeading, closing];
}

/** Orders the intro, the dated list, the context and the closing under headings. */
function arrange(
  skeleton: Skeleton,
  intro: string,
  section: CalendarSection,
  voice: CalendarVoice,
  last: IsoDate,
): string[] {
  const dates = section.dates.length > 0 ? [heading(voice, 'dates'), section.dates.join('\n')] : [];
  const context = section.context.length > 0 ? [heading(voice, 'context'), ...section.context] : [];
  const closing = closingOf(voice, shortDateLabel(last));
  // Every order keeps at least two headings: a missing part hands its heading to the closing.
  if (dates.length === 0) return arrangeProse(skeleton, intro, section.context, voice, closing);
  if (skeleton === 'context-first') return [intro, ...context, ...dates, heading(voice, 'close'), closing];
  if (skeleton === 'woven') {
    const [lead, ...rest] = section.context;
    return [lead ? `${intro} ${lead}` : intro, ...dates, heading(voice, 'close'), ...rest, closing];
  }
  const closeHeading = context.length > 0 ? [] : [heading(voice, 'close')];
  return [intro, ...dates, ...context, ...closeHeading, closing];
}

/**
 * A sign's guide to the next 30 days through one calendar category, written offline from the
 * real events passed in: every dated line names the event, its date and the house it falls in
 * for the sign. Used when no provider key is set and as the calendar's provider-failure fallback
 * (spec §8: "locally written template per category"). Deterministic for (sign, category, date),
 * and written so that neither another sign's guide of the same day nor this sign's guides of
 * the surrounding week share its sentences.
 */
export function composeCalendarReading({
  sign,
  category,
  date,
  events,
}: CalendarReadingInput): ComposedReading {
  const reader = signs[sign];
  const last = addDays(date, CALENDAR_WINDOW_DAYS - 1);
  const voice = createCalendarVoice(
    sign,
    date,
    {
      sign: reader.name,
      range: `${shortDateLabel(date)} to ${shortDateLabel(last)}`,
      first: shortDateLabel(date),
      last: shortDateLabel(last),
    },
    CALENDAR_CATEGORY_IDS.indexOf(category),
  );
  // A visitor's local midnight can sit up to 14 hours either side of the UTC date; allow a day.
  const startMs = isoDateToUtc(date).getTime() - DAY_MS;
  const endMs = isoDateToUtc(date).getTime() + (CALENDAR_WINDOW_DAYS + 1) * DAY_MS;
  const inWindow = events.filter((event) => {
    const ms = Date.parse(event.utc);
    return ms >= startMs && ms < endMs;
  });
  const section = calendarSections[category]({
    sign: reader,
    date,
    events: inWindow,
    voice,
    itemStyle: voice.daily(ITEM_STYLES, `items-${category}`),
    used: new Set(),
  });
  const range = `${shortDateLabel(date)} – ${shortDateLabel(last)}`;
  const next = nextNotable(inWindow, date);
  const ahead = next ? ` · ${voice.daily(AHEAD_WORDS, 'ahead')}: ${itemName(next)}, ${dayOf(next)}` : '';
  const headline = `${calendarCategories[category].title} for ${reader.name}: ${range}${ahead}`;
  const intro = voice.paired(calendarIntros[category], introFrames, `intro-${category}`);
  const body = arrange(voice.daily(SKELETONS, `skeleton-${category}`), intro, section, voice, last).join(
    '\n\n',
  );
  const affirmation = voice.turn(calendarAffirmations, 'affirmation');
  return {
    headline,
    body,
    affirmation,
    facts: [`${range}, ${date.slice(0, 4)}`, ...section.facts],
    markdown: [`## ${headline}`, body, `*Affirmation for ${range}: ${affirmation}*`].join('\n\n'),
  };
}
