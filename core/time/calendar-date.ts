/**
 * Calendar dates as plain `YYYY-MM-DD` strings. A reading's "today" is the visitor's local
 * date, so these helpers never consult a time zone: they do calendar arithmetic in UTC on
 * the date itself.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type IsoDate = string;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * A real calendar date in `YYYY-MM-DD`, years 0100–9999. Checked by arithmetic rather than a
 * round trip through Date: every reading request checks its date several times, and the round
 * trip was a measurable share of a cached answer. (Date.UTC reads years below 100 as 19xx, so
 * the round trip never accepted them; neither does this.)
 */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (DAYS_IN_MONTH[month - 1] ?? 0) + (month === 2 && leap ? 1 : 0);
}

/** Midnight UTC of the calendar date; throws on text that is not a real date. */
export function isoDateToUtc(isoDate: IsoDate): Date {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${isoDate}`);
  return new Date(`${isoDate}T00:00:00Z`);
}

export const utcToIsoDate = (date: Date): IsoDate => date.toISOString().slice(0, 10);

/** The visitor's local calendar date for an instant, as their browser sees it. */
export function localIsoDate(now: Date = new Date()): IsoDate {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export function addDays(isoDate: IsoDate, days: number): IsoDate {
  const date = isoDateToUtc(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return utcToIsoDate(date);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((isoDateToUtc(to).getTime() - isoDateToUtc(from).getTime()) / 86_400_000);
}

/** The Sunday-to-Saturday week containing the date (spec §2 Weekly). */
export function weekRange(isoDate: IsoDate): { start: IsoDate; end: IsoDate } {
  const weekday = isoDateToUtc(isoDate).getUTCDay();
  const start = addDays(isoDate, -weekday);
  return { start, end: addDays(start, 6) };
}

/** First day of the date's month. */
export const monthStart = (isoDate: IsoDate): IsoDate => `${isoDate.slice(0, 7)}-01`;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const monthName = (isoDate: IsoDate): string => MONTH_NAMES[Number(isoDate.slice(5, 7)) - 1] ?? '';

/** "April 2, 1990"; text that is not a calendar date is returned as it is. */
export const calendarDateLabel = (isoDate: string): string =>
  isIsoDate(isoDate)
    ? `${monthName(isoDate)} ${Number(isoDate.slice(8, 10))}, ${Number(isoDate.slice(0, 4))}`
    : isoDate;

// The labels below are written out rather than built with Intl.DateTimeFormat: the first
// formatter a page makes loads the locale's calendar data, about 10 ms of a phone's main thread
// in the middle of the first page load, for a fixed English format.
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** "Tuesday, November 24, 2026": the day as the device's clock has it. */
export const localLongDateLabel = (date: Date): string =>
  `${WEEKDAY_NAMES[date.getDay()]}, ${MONTH_NAMES[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;

/** "9:05 AM": the device's local time on a 12-hour clock. */
export function localClockLabel(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "November 2026" */
export const monthYearLabel = (isoDate: IsoDate): string => `${monthName(isoDate)} ${isoDate.slice(0, 4)}`;

/** "Nov 22" */
export const shortDateLabel = (isoDate: IsoDate): string =>
  `${monthName(isoDate).slice(0, 3)} ${Number(isoDate.slice(8, 10))}`;

/** "Nov 22 – Nov 28, 2026" */
export function weekRangeLabel(isoDate: IsoDate): string {
  const { start, end } = weekRange(isoDate);
  return `${shortDateLabel(start)} – ${shortDateLabel(end)}, ${end.slice(0, 4)}`;
}
