import { planetNames } from '@core/content/body-names';
import { signs } from '@core/content/signs';
import { skyForDate } from '@core/sky/daily-sky';
import type { HoroscopeRequest } from '@core/features/horoscope/horoscope-request';
import type { Period } from '@core/contract/common';
import {
  type IsoDate,
  addDays,
  isoDateToUtc,
  monthName,
  monthStart,
  monthYearLabel,
  shortDateLabel,
  weekRange,
  weekRangeLabel,
} from '@core/time/calendar-date';
import type { ReadingPrompt } from '@core/compose/prompt/reading-prompt';
import {
  describeDay,
  describeMoon,
  nearbyLunations,
  periodHighlights,
} from '@core/compose/prompt/sky-summary';

// Functions, so a daily key (every cached request asks for one) does no week arithmetic.
const PERIOD_STARTS = {
  daily: (date) => date,
  weekly: (date) => weekRange(date).start,
  monthly: monthStart,
} as const satisfies Record<Period, (date: IsoDate) => IsoDate>;

/**
 * The horoscope prompt. It depends only on the sign, the period and the period's first day,
 * so the reading cached under that key is the one any visitor in that period would get.
 */
export const horoscopePeriodStart = (period: Period, date: IsoDate): IsoDate => PERIOD_STARTS[period](date);

/** Longer periods get room for more than one theme. */
const LENGTHS = {
  daily: '150 to 250 words',
  weekly: '250 to 350 words',
  monthly: '300 to 450 words',
} as const satisfies Record<Period, string>;

const PERIOD_NOUNS = { daily: 'daily', weekly: 'weekly', monthly: 'monthly' } as const satisfies Record<
  Period,
  string
>;

export function horoscopeSystemMessage(period: Period): string {
  return [
    'You are a warm, seasoned professional astrologer writing for Cosmic Guide, a horoscope app.',
    'You speak to the reader as "you", with kindness, clarity and a little wonder, the way a trusted',
    'astrologer talks to a regular client. Build the reading on the sky facts you are given; never invent',
    'planetary positions, aspects or events that are not listed.',
    '',
    'Astrology here is for reflection and entertainment. Offer perspective, questions worth sitting with',
    'and gentle suggestions, never predictions stated as certain. Do not give medical, legal or financial',
    'advice or certainty: when health, law or money come up, stay general and suggest a qualified',
    'professional for real decisions.',
    '',
    `Write ${LENGTHS[period]}. Use markdown: short paragraphs, a few **bold** phrases, at most one short`,
    'list. Never write HTML tags, code blocks, links or images. Close with a one-line affirmation in italics.',
  ].join('\n');
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** "Monday, November 23, 2026" */
function longDateLabel(date: IsoDate): string {
  const weekday = WEEKDAYS[isoDateToUtc(date).getUTCDay()] ?? '';
  return `${weekday}, ${monthName(date)} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;
}

function daysInMonth(date: IsoDate): number {
  const start = monthStart(date);
  const nextMonth = monthStart(addDays(start, 31));
  return Math.round((isoDateToUtc(nextMonth).getTime() - isoDateToUtc(start).getTime()) / 86_400_000);
}

const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');

/** What the reading covers and the sky facts it rests on, per period. */
const PERIOD_SKIES = {
  daily: (start: IsoDate) => ({
    span: `for ${longDateLabel(start)}`,
    sky: `The sky on this day (computed for 12:00 UTC):\n${bullets([...describeDay(skyForDate(start)), ...nearbyLunations(start)])}`,
    focus: 'the day ahead: mood, relationships, work and self-care',
  }),
  weekly: (start: IsoDate) => {
    const days = Array.from({ length: 7 }, (_, index) => addDays(start, index));
    const highlights = periodHighlights(start, days.length);
    return {
      span: `for the week of ${weekRangeLabel(start)} (Sunday to Saturday)`,
      sky: [
        'The sky through the week (the Moon at 12:00 UTC each day):',
        bullets([
          `Sun in ${signs[skyForDate(start).sun.sign].name} at the start of the week`,
          ...days.map(
            (date) =>
              `${WEEKDAYS[isoDateToUtc(date).getUTCDay()]} ${shortDateLabel(date)}: ${describeMoon(skyForDate(date))}`,
          ),
        ]),
        highlights.length > 0 ? `Highlights (exact, UTC dates):\n${bullets(highlights)}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      focus: 'the arc of the week: where it starts, where energy peaks, and how to close it well',
    };
  },
  monthly: (start: IsoDate) => ({
    span: `for ${monthYearLabel(start)}`,
    sky: [
      'The sky through the month (exact lunations and ingresses, UTC dates):',
      bullets([
        `Sun in ${signs[skyForDate(start).sun.sign].name} as the month opens`,
        ...periodHighlights(start, daysInMonth(start)),
      ]),
    ].join('\n'),
    focus:
      'the month in phases: its opening themes, the turning points at the lunations, and what to carry forward',
  }),
} as const satisfies Record<Period, (start: IsoDate) => { span: string; sky: string; focus: string }>;

export function buildHoroscopePrompt({ sign: signId, period, date }: HoroscopeRequest): ReadingPrompt {
  const sign = signs[signId];
  const start = horoscopePeriodStart(period, date);
  const { span, sky, focus } = PERIOD_SKIES[period](start);
  const user = [
    `Write the ${PERIOD_NOUNS[period]} horoscope for ${sign.name} ${sign.symbol} ${span}.`,
    '',
    `About ${sign.name}: a ${sign.element} sign of ${sign.modality} modality, ruled by ${planetNames[sign.ruler]}` +
      (sign.classicalRuler === sign.ruler ? '' : ` (classically ${planetNames[sign.classicalRuler]})`) +
      `. Keywords: ${sign.keywords.join(', ')}.`,
    '',
    sky,
    '',
    `Relate these facts to ${sign.name}'s nature and write about ${focus}.`,
  ];
  return { system: horoscopeSystemMessage(period), user: user.join('\n') };
}
