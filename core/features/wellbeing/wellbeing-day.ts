import { countWord } from '../../compose/chart/chart-words';
import { LUNATION_NAMES } from '../../compose/sky-event-facts';
import type { SignId } from '../../content/signs';
import { type SkyFacts, skyForDate } from '../../sky/daily-sky';
import type { LunationType } from '../../sky/lunation-types';
import { type IsoDate, addDays, isoDateToUtc } from '../../time/calendar-date';

/**
 * The facts of one day a well-being reading is written from, beyond the Moon's phase: the sign
 * the Moon is read in, the weekday, and how far the next principal lunation is. Each of them
 * changes from day to day on its own rhythm (the Moon's sign every two or three days, the
 * weekday every day on a week's cycle, the countdown on a quarter's), so a sentence that carries
 * one of them comes back word for word only when its pool and that rhythm line up again.
 */
export interface WellbeingDay {
  sky: SkyFacts;
  /**
   * The sign the Moon is read in today: on the day of a New, Full or quarter Moon, the sign of
   * that lunation (the Moon may change sign later the same day), else the Moon's sign at noon.
   */
  moonSign: SignId;
  weekday: string;
  /** "three days before the Full Moon", "the day before the New Moon", "the day of the Full Moon". */
  countdown: string;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A principal lunation is never more than eight days away. */
const LOOK_AHEAD_DAYS = 9;

function nextLunation(date: IsoDate): { type: LunationType; days: number } {
  for (let days = 1; days <= LOOK_AHEAD_DAYS; days += 1) {
    const lunation = skyForDate(addDays(date, days)).moon.lunation;
    if (lunation) return { type: lunation.type, days };
  }
  return { type: 'new-moon', days: LOOK_AHEAD_DAYS };
}

function countdownOf(date: IsoDate, sky: SkyFacts): string {
  if (sky.moon.lunation) return `the day of the ${LUNATION_NAMES[sky.moon.lunation.type]}`;
  const { type, days } = nextLunation(date);
  const name = LUNATION_NAMES[type];
  return days === 1 ? `the day before the ${name}` : `${countWord(days)} days before the ${name}`;
}

export function wellbeingDay(date: IsoDate): WellbeingDay {
  const sky = skyForDate(date);
  return {
    sky,
    moonSign: sky.moon.lunation?.sign ?? sky.moon.sign,
    weekday: WEEKDAYS[isoDateToUtc(date).getUTCDay()] ?? 'Sunday',
    countdown: countdownOf(date, sky),
  };
}
