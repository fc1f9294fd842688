import { SIGN_IDS, type SignId } from '../../content/signs';
import { type IsoDate, daysBetween } from '../../time/calendar-date';

/**
 * How the calendar chooses its sentences. A random pick would repeat: the 30-day window
 * slides one day at a time, so the same Full Moon sits in a sign's readings for weeks, and
 * twelve signs read the same sky on the same day. Choices here rotate instead:
 * - `daily` steps one bank entry per day, so a sentence that already names something of the
 *   sign (its house, its name) comes back only after as many days as the bank has entries;
 * - `turn` also steps one entry per sign, so a sentence that names nothing of the sign is used
 *   by one sign only on a given day (it needs at least twelve entries to do that).
 * Every choice is a function of (sign, date, salt), so a reading is the same wherever it is written.
 */

export const CALENDAR_SLOT_NAMES = [
  'sign',
  'range',
  'date',
  'event',
  'house',
  'area',
  'theme',
  'body',
  'eventSign',
  'count',
  'contact',
  'turning',
  'season',
  'mood',
  'light',
  'shower',
  'facts',
  'southSign',
  'from',
  'last',
  'until',
  'first',
  'line',
] as const;
export type CalendarSlotName = (typeof CALENDAR_SLOT_NAMES)[number];
export type CalendarSlots = Partial<Record<CalendarSlotName, string>>;

const SLOT_PATTERN = /\{([a-zA-Z]+)\}/g;

/** Every `{slot}` a template mentions, in order (for the bank tests). */
export const calendarSlotNames = (template: string): string[] =>
  [...template.matchAll(SLOT_PATTERN)].map((match) => match[1] ?? '');

/**
 * Fills the slots and capitalises the first letter, since an opening slot such as {event}
 * ("the Full Moon in Leo") starts lower case. A slot without a value stays visible so the
 * tests catch it, not the visitor.
 */
export function fillCalendarTemplate(template: string, slots: CalendarSlots): string {
  const filled = template.replace(
    SLOT_PATTERN,
    (whole, name: string) => slots[name as CalendarSlotName] ?? whole,
  );
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

/** A sentence as it reads inside a frame or after a semicolon: its first letter lowered (a slot stays as it is). */
export const lowerFirst = (text: string): string =>
  /^[A-Z][a-z’']/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** A small stable hash, so each use of a bank starts its rotation at its own place. */
export function saltOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619) >>> 0;
  }
  // FNV-1a alone leaves the low bits weakly mixed; a murmur finaliser spreads them before `%`.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

const EPOCH: IsoDate = '2000-01-01';

/** Whole days since 2000-01-01: the step every rotation takes from one reading to the next. */
export const dayNumber = (date: IsoDate): number => daysBetween(EPOCH, date);

const at = <T>(items: readonly T[], index: number): T => {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new RangeError('A calendar bank is empty');
  return item;
};

/**
 * The entry `start` steps into a bank, or the next one not yet in `used` (phrasings a reading
 * has already spent), so a list of five events does not repeat itself.
 */
export function freshFrom<T>(items: readonly T[], start: number, used?: Set<unknown>): T {
  const rotated = items.map((_, offset) => at(items, start + offset));
  const item = rotated.find((candidate) => !used?.has(candidate)) ?? at(items, start);
  used?.add(item);
  return item;
}

export interface CalendarVoice {
  /** The day's entry of a bank whose sentences already carry something of the sign. */
  daily<T>(items: readonly T[], salt: string): T;
  /** The entry for this day and this sign: twelve signs on one day never share it (≥ 12 entries). */
  turn<T>(items: readonly T[], salt: string): T;
  /** `daily`, filled with the reading's slots and these. */
  line(templates: readonly string[], salt: string, slots?: CalendarSlots): string;
  /** `turn`, filled with the reading's slots and these. */
  signLine(templates: readonly string[], salt: string, slots?: CalendarSlots): string;
  /**
   * `line` set in one of `frames` (each holding `{line}` and a date of the window, such as
   * "Until {last}, {line}"): a sentence whose facts hold all month is dated to the window it is
   * read for, so the window sliding a day makes it a new sentence.
   */
  dated(templates: readonly string[], salt: string, frames: readonly string[], slots?: CalendarSlots): string;
  /** `dated` with the sentence dealt by `turn`: the twelve signs of one day read twelve of them (≥ 12 entries). */
  signDated(
    templates: readonly string[],
    salt: string,
    frames: readonly string[],
    slots?: CalendarSlots,
  ): string;
  /**
   * One of `templates` (three or more) set in one of `frames` (four): the twelve signs of one day
   * read the twelve pairings, and each sign's pairing steps by day.
   */
  paired(
    templates: readonly string[],
    frames: readonly string[],
    salt: string,
    slots?: CalendarSlots,
  ): string;
  /** The day's entry counted from `offset`: items with different offsets under the bank's size never meet. */
  stepped<T>(items: readonly T[], offset: number): T;
  /** The day number, for rotations a composer steps itself (event phrasings). */
  day: number;
  /**
   * The category's place among the calendar's eight: every rotation starts `lane` entries
   * further on, so the eight guides one sign reads on one day take eight different entries of
   * any bank they share (closings, affirmations, the Moon's visits, the events' phrasings).
   */
  lane: number;
}

export function createCalendarVoice(
  sign: SignId,
  date: IsoDate,
  baseSlots: CalendarSlots,
  lane = 0,
): CalendarVoice {
  const day = dayNumber(date);
  const signIndex = SIGN_IDS.indexOf(sign);
  const daily = <T>(items: readonly T[], salt: string): T => at(items, day + lane + saltOf(salt));
  // Steps of 5 per sign: coprime with 12 and with the bank sizes used, so signs spread out.
  const turn = <T>(items: readonly T[], salt: string): T =>
    at(items, day + lane + signIndex * (items.length % 5 === 0 ? 7 : 5) + saltOf(salt));
  return {
    day,
    lane,
    daily,
    stepped: (items, offset) => at(items, day + lane + offset),
    turn,
    line: (templates, salt, slots) =>
      fillCalendarTemplate(daily(templates, salt), { ...baseSlots, ...slots }),
    signLine: (templates, salt, slots) =>
      fillCalendarTemplate(turn(templates, salt), { ...baseSlots, ...slots }),
    signDated: (templates, salt, frames, slots) =>
      fillCalendarTemplate(
        daily(frames, `${salt}|frame`).replace('{line}', lowerFirst(turn(templates, salt))),
        {
          ...baseSlots,
          ...slots,
        },
      ),
    paired: (templates, frames, salt, slots) => {
      const frame = at(frames, day + lane + signIndex + saltOf(`${salt}|frame`));
      const template = at(templates, day + lane + Math.floor(signIndex / frames.length) + saltOf(salt));
      return fillCalendarTemplate(frame.replace('{line}', lowerFirst(template)), { ...baseSlots, ...slots });
    },
    dated: (templates, salt, frames, slots) =>
      fillCalendarTemplate(
        daily(frames, `${salt}|frame`).replace('{line}', lowerFirst(daily(templates, salt))),
        {
          ...baseSlots,
          ...slots,
        },
      ),
  };
}
