import { planetNames } from '@core/content/body-names';
import { calendarCategories } from '@core/content/calendar-categories';
import { signs } from '@core/content/signs';
import type { CosmicCalendarRequest } from '@core/features/cosmic-calendar/cosmic-calendar-request';
import type { SkyEvent } from '@core/sky/events';
import { addDays } from '@core/time/calendar-date';
import { calendarEvents } from '@core/features/cosmic-calendar/calendar-window';
import {
  CALENDAR_DAYS,
  CALENDAR_EXTRA_FACTS,
  eventLine,
  eventsForCategory,
} from '@core/features/cosmic-calendar/calendar-sky';
import type { ReadingPrompt } from '@core/compose/prompt/reading-prompt';
import { fullDateLabel } from '@core/compose/prompt/sky-summary';

/**
 * The Cosmic Calendar prompt: a sign's guide to the next 30 days through one category. The
 * events (lunations, eclipses, stations, ingresses) are computed by the sky engine and listed
 * with their dates, so the guide never invents a date. Depends only on sign, category and date,
 * which is the cache key.
 */
export const COSMIC_CALENDAR_SYSTEM_MESSAGE = [
  'You are a seasoned astrologer writing the Cosmic Calendar of Cosmic Guide, an astrology app: a',
  'practical guide to the coming 30 days for one zodiac sign, seen through one theme.',
  '',
  'Use ONLY the events and facts in the message. Their dates, signs and houses are exact; never move a',
  'date or add events, planets or aspects that are not listed. Go through the window in time order and',
  'bold each date. Relate every event to the sign: its element, modality and ruler, and the solar house',
  'the event falls in.',
  '',
  'Astrology here is for reflection and entertainment: offer timing ideas, rituals and questions, never',
  'certain predictions, and no medical, legal or financial advice.',
  '',
  'Write 300 to 450 words in markdown: a short opening, dated entries (a list is fine), and a closing',
  'thought. Never write HTML tags, code blocks, links or images. End with a one-line affirmation in italics.',
].join('\n');

export interface CalendarPromptInput extends CosmicCalendarRequest {
  /** The window's events, when the caller already has them. */
  events?: readonly SkyEvent[];
}

export function buildCosmicCalendarPrompt({
  sign: signId,
  category: categoryId,
  date,
  events,
}: CalendarPromptInput): ReadingPrompt {
  const sign = signs[signId];
  const category = calendarCategories[categoryId];
  const window = events ?? calendarEvents(date);
  const listed = eventsForCategory(window, categoryId);
  const ruler =
    planetNames[sign.ruler] +
    (sign.classicalRuler === sign.ruler ? '' : ` (classically ${planetNames[sign.classicalRuler]})`);
  const user = [
    `Write the Cosmic Calendar for ${sign.name} ${sign.symbol}, theme "${category.title}" (${category.description}),`,
    `for the ${CALENDAR_DAYS} days from ${fullDateLabel(date)} to ${fullDateLabel(addDays(date, CALENDAR_DAYS - 1))}.`,
    '',
    `About ${sign.name}: a ${sign.element} sign of ${sign.modality} modality, ruled by ${ruler}. Keywords: ${sign.keywords.join(', ')}.`,
    '',
    `Events in the window (times in UTC; the solar house counts ${sign.name} as the 1st house):`,
    ...(listed.length > 0 ? listed.map((event) => `- ${eventLine(event, signId)}`) : ['- none of this kind']),
    '',
    ...CALENDAR_EXTRA_FACTS[categoryId](date, window),
    '',
    `Guide ${sign.name} through these ${CALENDAR_DAYS} days with the theme "${category.title}" in mind.`,
  ];
  return { system: COSMIC_CALENDAR_SYSTEM_MESSAGE, user: user.join('\n') };
}
