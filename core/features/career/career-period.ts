import type { Period } from '../../contract/common';
import {
  type IsoDate,
  addDays,
  daysBetween,
  monthStart,
  monthYearLabel,
  shortDateLabel,
  weekRange,
  weekRangeLabel,
} from '../../time/calendar-date';

/**
 * The span a career tile covers: the day itself, its Sunday–Saturday week, or its month, as
 * the horoscopes count them, so "this week" means the same week on every page.
 */
export const careerPeriodStart = (period: Period, date: IsoDate): IsoDate =>
  ({ daily: date, weekly: weekRange(date).start, monthly: monthStart(date) })[period];

/** How many days the period holds, from its first day. */
export function careerPeriodDays(period: Period, start: IsoDate): number {
  if (period === 'daily') return 1;
  if (period === 'weekly') return 7;
  const nextMonth = monthStart(addDays(start, 31));
  return daysBetween(start, nextMonth);
}

/** "Nov 24, 2026", "Nov 22 – Nov 28, 2026", "November 2026". */
export function careerPeriodLabel(period: Period, start: IsoDate): string {
  if (period === 'daily') return `${shortDateLabel(start)}, ${start.slice(0, 4)}`;
  if (period === 'weekly') return weekRangeLabel(start);
  return monthYearLabel(start);
}

/** How a sentence names the period: "today", "this week", "this month". */
export const PERIOD_WORDS = {
  daily: 'today',
  weekly: 'this week',
  monthly: 'this month',
} as const satisfies Record<Period, string>;

const EPOCH: IsoDate = '2000-01-02';

/**
 * The dealer's turn: the period's first day counted from a fixed epoch, for every period. A
 * daily tile moves one entry a day; a weekly tile seven and a monthly tile 28 to 31, steps that
 * share no factor with the pools' sizes (8, 12, 13), so consecutive periods never meet the same
 * line. Counting every tile in days also lets a weekly tile sit a fixed distance from the daily
 * tiles of its category (see `career-voice.ts`), which keeps their sentences apart.
 */
export const careerTurn = (start: IsoDate): number => daysBetween(EPOCH, start);
