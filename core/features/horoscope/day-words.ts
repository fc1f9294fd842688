import { signName } from '../../compose/reading-facts';
import type { SkyFacts } from '../../sky/daily-sky';
import { type IsoDate, isoDateToUtc } from '../../time/calendar-date';

/**
 * The words a daily horoscope uses for "today": the weekday, the month, the Moon's sign and
 * whether it waxes, the Sun's season. Every pool line that says {period} (or {opening}) is
 * dealt once per way of saying the day, so a pool of eight lines becomes seventy-two sentences
 * and a sign meets none of them twice in two months; most ways also carry the day's own sky.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = [
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

export interface DayWords {
  weekday: string;
  month: string;
  moonSign: string;
  sunSign: string;
  waxing: boolean;
  dayOfMonth: number;
}

export function dayWordsOf(date: IsoDate, sky: SkyFacts): DayWords {
  const day = isoDateToUtc(date);
  return {
    weekday: WEEKDAYS[day.getUTCDay()] ?? 'day',
    month: MONTHS[day.getUTCMonth()] ?? '',
    moonSign: signName(sky.moon.sign),
    sunSign: signName(sky.sun.sign),
    waxing: sky.moon.phaseAngle < 180,
    dayOfMonth: day.getUTCDate(),
  };
}

/** Ways to say "today" that read both as a noun ("… is a good moment") and as an adverb ("aim it well …"). */
export const dayNames = (w: DayWords): readonly string[] => [
  'today',
  `this ${w.weekday}`,
  `this ${w.weekday} of ${w.sunSign} season`,
  `this ${w.moonSign}-Moon ${w.weekday}`,
  `this ${w.weekday} in ${w.month}`,
  `this ${w.month} ${w.weekday}`,
  `this day of the ${w.moonSign} Moon`,
  `this ${w.weekday} under the ${w.moonSign} Moon`,
  `this ${w.sunSign}-season day`,
];

const nth = (day: number) =>
  `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;

/** Names that carry the date itself, for a sentence whose dealt name an earlier one already said. */
export const datedDayNames = (w: DayWords): readonly string[] => [
  `this ${w.weekday} the ${nth(w.dayOfMonth)}`,
  `this ${w.month} ${nth(w.dayOfMonth)}`,
  `this ${nth(w.dayOfMonth)} of ${w.month}`,
];

/** Leads for a first-person affirmation ("This Tuesday, I trust my spark …"). */
export const affirmationLeads = (w: DayWords): readonly string[] => [
  'Today',
  `This ${w.weekday}`,
  `Under the ${w.moonSign} Moon`,
  `On this ${w.month} ${w.weekday}`,
  `As the Moon ${w.waxing ? 'grows' : 'thins'} through ${w.moonSign}`,
  `Whatever this ${w.weekday} brings`,
  `Deep in ${w.sunSign} season`,
  `From morning to night this ${w.weekday}`,
  `With the ${w.moonSign} Moon overhead`,
];

const lowerFirst = (text: string) =>
  /^I\b/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);

/** A pool line with the way of naming the day it is dealt with (-1: the line names no day). */
export interface PeriodSpreadLine {
  line: string;
  name: number;
}

/**
 * Every line of `pool` once per way of naming the day (a line without the slots stays one
 * entry). A week names only its {period}: its {opening} is the first day's sky.
 */
export function spreadOverDay(
  pool: readonly string[],
  nameCount: number,
  opening = true,
): PeriodSpreadLine[] {
  const slot = opening ? /\{(?:period|opening)\}/u : /\{period\}/u;
  return pool.flatMap((line) =>
    slot.test(line) ? Array.from({ length: nameCount }, (_, name) => ({ line, name })) : [{ line, name: -1 }],
  );
}

/**
 * Says dealt lines with their names of the day, for one reading: a name already used by an
 * earlier sentence moves on to the next unused one, so one reading never says "this
 * Leo-Moon Thursday" twice: the second takes a dated name (`datedDayNames`). A week, with only a few names, says them as dealt.
 */
export function createDaySayer(
  names: readonly string[],
  opening = true,
  avoidRepeats = true,
  fallbacks: readonly string[] = [],
): (entry: PeriodSpreadLine) => string {
  const used = new Set<number>();
  const usedSpares = new Set<string>();
  return ({ line, name }) => {
    if (name < 0) return line;
    // A name already said moves to one of the dated names, which no other day shares. They are
    // tried from a place set by the dealt name, so two signs that collide on one day with
    // different names do not land on the same dated one.
    const spares = fallbacks.map((_, step) => fallbacks[(name + step) % fallbacks.length] ?? '');
    const spare = avoidRepeats && used.has(name) ? spares.find((word) => !usedSpares.has(word)) : undefined;
    used.add(name);
    if (spare) usedSpares.add(spare);
    const word = spare ?? names[name] ?? 'today';
    const said = line.replaceAll('{period}', word);
    return opening ? said.replaceAll('{opening}', word) : said;
  };
}

/** Every affirmation said after every lead. */
export const ledAffirmations = (pool: readonly string[], leads: readonly string[]): string[] =>
  pool.flatMap((line) => leads.map((lead) => `${lead}, ${lowerFirst(line)}`));
