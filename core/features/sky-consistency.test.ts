import { LUNATION_NAMES, lunationFact } from '@core/compose/sky-event-facts';
import { SIGN_IDS, type SignId, signs } from '@core/content/signs';
import { type Lunation, eventDate, lunationsOf, skyInDates } from '@core/sky/sky-in-period';
import { type IsoDate, shortDateLabel } from '@core/time/calendar-date';
import { describe, expect, it } from 'vitest';
import { composeCalendarReading } from './cosmic-calendar/calendar-reading';
import { calendarEvents } from './cosmic-calendar/calendar-window';
import { composeHoroscope } from './horoscope/compose-horoscope';
import type { HoroscopeRequest } from './horoscope/horoscope-request';
import { recipeFor } from './reading-recipes';

/**
 * Every place that names a lunation must name the same one: the horoscope prompts, the offline
 * horoscope composer, and the Cosmic Calendar's prompt and composer (`GET /api/sky/events` is
 * checked against the same lunations in server/sky-consistency.test.ts). Checked for every
 * lunation of 2026-2027, the two years the app is read in now.
 */
const LUNATIONS = lunationsOf(skyInDates('2026-01-01', 730));

/** The lunations are spread over the twelve signs' readings, so every sign's prompt is read. */
const readerOf = (index: number): SignId => SIGN_IDS[index % SIGN_IDS.length] ?? 'aries';
const horoscope = (sign: SignId, period: HoroscopeRequest['period'], date: IsoDate): HoroscopeRequest => ({
  feature: 'horoscope',
  sign,
  period,
  date,
});
const label = (lunation: Lunation) => `${lunationFact(lunation)} (${lunation.utc})`;

describe('one lunation, one sign, everywhere (2026-2027)', () => {
  it('covers every lunation of the two years', () => {
    expect(LUNATIONS).toHaveLength(99);
  });

  it("names each lunation's fact in the daily, weekly and monthly horoscope prompts of its date", () => {
    const missing = LUNATIONS.flatMap((lunation, index) => {
      const date = eventDate(lunation);
      const fact = lunationFact(lunation);
      const lines = {
        daily: `- Exact lunation nearby: ${fact}\n`,
        weekly: `- ${fact}\n`,
        monthly: `- ${fact}\n`,
      };
      return (['daily', 'weekly', 'monthly'] as const)
        .filter((period) => {
          const request = horoscope(readerOf(index), period, date);
          return !recipeFor(request).buildPrompt(request).user.includes(lines[period]);
        })
        .map((period) => `${period} prompt lacks ${label(lunation)}`);
    });
    expect(missing).toEqual([]);
  });

  it('names each lunation in the Cosmic Calendar prompt and hands it to the calendar composer, same sign', () => {
    const wrong = LUNATIONS.flatMap((lunation, index) => {
      const date = eventDate(lunation);
      const sign = readerOf(index);
      const named = `${LUNATION_NAMES[lunation.type]} in ${signs[lunation.sign].name}`;
      const request = { feature: 'cosmic-calendar', sign, category: 'moon-phases', date } as const;
      const prompt = recipeFor(request).buildPrompt(request).user;
      const composer = composeCalendarReading({
        sign,
        category: 'moon-phases',
        date,
        events: calendarEvents(date),
      });
      return [
        prompt.includes(`${shortDateLabel(date)}, ${lunation.utc.slice(11, 16)} UTC: ${named}`)
          ? []
          : [`calendar prompt lacks ${label(lunation)}`],
        composer.facts.some((fact) => fact.includes(named) && fact.includes(shortDateLabel(date)))
          ? []
          : [`calendar composer lacks ${label(lunation)}`],
      ].flat();
    });
    expect(wrong).toEqual([]);
  });

  it("lists each lunation's fact among the offline horoscope composer's facts for its day, week and month", () => {
    const missing = LUNATIONS.flatMap((lunation, index) => {
      const date = eventDate(lunation);
      const fact = lunationFact(lunation);
      return (['daily', 'weekly', 'monthly'] as const)
        .filter((period) => !composeHoroscope({ sign: readerOf(index), period, date }).facts.includes(fact))
        .map((period) => `${period} composer lacks ${label(lunation)}`);
    });
    expect(missing).toEqual([]);
  });
});
