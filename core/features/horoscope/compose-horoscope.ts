import { type Sign, signs } from '../../content/signs';
import type { Period } from '../../contract/common';
import type { ComposedReading } from '../../compose/composed-reading';
import { type IsoDate, monthStart, weekRange } from '../../time/calendar-date';
import { composeDaily } from './daily-horoscope';
import { composeMonthly, composeWeekly } from './period-horoscope';

/**
 * The offline horoscope: written locally from our own sentence bank and the real sky, used when
 * no provider key is set and by the client when the server is unreachable. Deterministic for
 * (sign, period, date); a weekly text covers its Sunday–Saturday week, a monthly text its month.
 */
export interface HoroscopeInput {
  sign: Sign['id'];
  period: Period;
  date: IsoDate;
}

/** A reading before it is joined into markdown. */
export interface HoroscopeDraft {
  headline: string;
  paragraphs: string[][];
  affirmation: string;
  facts: string[];
}

const periodComposers = {
  daily: (sign, date) => composeDaily(sign, date),
  weekly: (sign, date) => composeWeekly(sign, weekRange(date).start),
  monthly: (sign, date) => composeMonthly(sign, monthStart(date)),
} as const satisfies Record<Period, (sign: Sign, date: IsoDate) => HoroscopeDraft>;

export function composeHoroscope(input: HoroscopeInput): ComposedReading {
  const draft = periodComposers[input.period](signs[input.sign], input.date);
  const body = draft.paragraphs
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => paragraph.join(' '))
    .join('\n\n');
  return {
    headline: draft.headline,
    body,
    affirmation: draft.affirmation,
    facts: draft.facts,
    markdown: [`**${draft.headline}**`, body, `*Affirmation: ${draft.affirmation}*`].join('\n\n'),
  };
}
