import { isIsoDate } from './calendar-date';

/** The twelve animals of the Chinese zodiac in cycle order; 1924, 1936, … 2020 are Rat years. */
export const CHINESE_ANIMAL_IDS = [
  'rat',
  'ox',
  'tiger',
  'rabbit',
  'dragon',
  'snake',
  'horse',
  'goat',
  'monkey',
  'rooster',
  'dog',
  'pig',
] as const;
export type ChineseAnimalId = (typeof CHINESE_ANIMAL_IDS)[number];

/** A Rat year, the anchor of the cycle. */
const RAT_YEAR = 1924;

/**
 * The first day of each Chinese year from 1924 to 2031 (`MM-DD`, China's civil date), computed
 * from the sky (core/sky/lunar-new-year.ts, the second new moon after the December solstice's
 * day) and checked against it year by year in the tests. A table, not ICU alone, because ICU's
 * Chinese calendar (ICU 78 in Node 20) misdates the three new moons of this span that fall within
 * minutes of midnight in China: 1954, 2027 and 2030 (ADR 0009).
 */
export const FIRST_TABLE_YEAR = 1924;
export const LAST_TABLE_YEAR = 2031;
const NEW_YEAR_DAYS: readonly string[] = [
  '02-05',
  '01-24',
  '02-13',
  '02-02',
  '01-23',
  '02-10',
  '01-30',
  '02-17',
  '02-06',
  '01-26',
  '02-14',
  '02-04',
  '01-24',
  '02-11',
  '01-31',
  '02-19',
  '02-08',
  '01-27',
  '02-15',
  '02-05',
  '01-25',
  '02-13',
  '02-02',
  '01-22',
  '02-10',
  '01-29',
  '02-17',
  '02-06',
  '01-27',
  '02-14',
  '02-03',
  '01-24',
  '02-12',
  '01-31',
  '02-18',
  '02-08',
  '01-28',
  '02-15',
  '02-05',
  '01-25',
  '02-13',
  '02-02',
  '01-21',
  '02-09',
  '01-30',
  '02-17',
  '02-06',
  '01-27',
  '02-15',
  '02-03',
  '01-23',
  '02-11',
  '01-31',
  '02-18',
  '02-07',
  '01-28',
  '02-16',
  '02-05',
  '01-25',
  '02-13',
  '02-02',
  '02-20',
  '02-09',
  '01-29',
  '02-17',
  '02-06',
  '01-27',
  '02-15',
  '02-04',
  '01-23',
  '02-10',
  '01-31',
  '02-19',
  '02-07',
  '01-28',
  '02-16',
  '02-05',
  '01-24',
  '02-12',
  '02-01',
  '01-22',
  '02-09',
  '01-29',
  '02-18',
  '02-07',
  '01-26',
  '02-14',
  '02-03',
  '01-23',
  '02-10',
  '01-31',
  '02-19',
  '02-08',
  '01-28',
  '02-16',
  '02-05',
  '01-25',
  '02-12',
  '02-01',
  '01-22',
  '02-10',
  '01-29',
  '02-17',
  '02-06',
  '01-26',
  '02-13',
  '02-03',
  '01-23',
];

/** The date the Chinese year starting in `year` began, where the table knows it. */
export function chineseNewYearDate(year: number): string | null {
  const day = NEW_YEAR_DAYS[year - FIRST_TABLE_YEAR];
  return day === undefined ? null : `${year}-${day}`;
}

/** The day the Chinese year holding `isoDate` began, where the table knows it (1924-02-05 to 2032). */
export function chineseYearStart(isoDate: string): string | null {
  if (!isIsoDate(isoDate)) return null;
  const year = Number(isoDate.slice(0, 4));
  const sameYear = chineseNewYearDate(year);
  if (sameYear !== null) return isoDate >= sameYear ? sameYear : chineseNewYearDate(year - 1);
  // Chinese New Year never comes before 21 January, so earlier dates belong to last year's.
  return isoDate < `${year}-01-21` ? chineseNewYearDate(year - 1) : null;
}

/** Reads a calendar date's Chinese-calendar year, as the Gregorian year that Chinese year began in. */
export type ChineseYearReader = (isoDate: string) => number | null;

let icuFormatter: Intl.DateTimeFormat | null | undefined;

function chineseCalendarFormatter(): Intl.DateTimeFormat | null {
  if (icuFormatter !== undefined) return icuFormatter;
  try {
    const formatter = new Intl.DateTimeFormat('en-u-ca-chinese', { timeZone: 'UTC', year: 'numeric' });
    // A runtime without the Chinese calendar silently falls back to the Gregorian one.
    icuFormatter = formatter.resolvedOptions().calendar === 'chinese' ? formatter : null;
  } catch {
    icuFormatter = null;
  }
  return icuFormatter;
}

/**
 * ICU's Chinese calendar (Node, and every current browser) dates new moons in China's time zone,
 * which is the real start of the year. The date is read at noon UTC: the calendar works in whole
 * days, and noon keeps the civil date the same whatever the offset.
 */
export const icuChineseYear: ChineseYearReader = (isoDate) => {
  const formatter = chineseCalendarFormatter();
  if (!formatter) return null;
  const parts = formatter.formatToParts(new Date(`${isoDate}T12:00:00Z`));
  // `relatedYear` is the Gregorian year the Chinese year started in; some engines name it `year`.
  const related =
    parts.find((part) => (part.type as string) === 'relatedYear') ??
    parts.find((part) => part.type === 'year');
  const year = Number(related?.value);
  return Number.isInteger(year) && year > 1000 ? year : null;
};

/**
 * The Chinese year of a date: from the table from 1924 to 2031, from ICU before and after (where
 * it agrees with the sky in every year but 1916 and 2034's leap-month case, which ICU gets right).
 */
export const chineseYearOf: ChineseYearReader = (isoDate) => {
  const year = Number(isoDate.slice(0, 4));
  const newYear = chineseNewYearDate(year);
  if (newYear !== null) return isoDate >= newYear ? year : year - 1;
  return icuChineseYear(isoDate);
};

/** The Chinese year for a Gregorian year number: the cycle repeats every twelve years. */
export function chineseAnimalForYear(year: number): ChineseAnimalId {
  const index = (((year - RAT_YEAR) % 12) + 12) % 12;
  return CHINESE_ANIMAL_IDS[index] ?? 'rat';
}

/**
 * The Chinese zodiac animal of a birth date, with the real year boundary: someone born on
 * 1985-02-19 is still a Rat (the Ox year began on 1985-02-20), where the spec's year match would
 * say Ox (ADR 0009). Null for text that is not a date, or, outside the table, where the runtime
 * has no Chinese calendar.
 */
export function chineseAnimalForDate(
  isoDate: string,
  readYear: ChineseYearReader = chineseYearOf,
): ChineseAnimalId | null {
  if (!isIsoDate(isoDate)) return null;
  const year = readYear(isoDate);
  return year === null ? null : chineseAnimalForYear(year);
}
