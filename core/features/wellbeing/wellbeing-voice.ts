import { SIGN_IDS, type SignId, signList, signs } from '../../content/signs';
import { dealFrom, seatAmong, seatingOrder } from '../../compose/line-dealer';
import { type IsoDate, daysBetween } from '../../time/calendar-date';
import { WELLBEING_TOPIC_IDS, type WellbeingTopicId } from './wellbeing-topics';

/** The slots a well-being sentence may use; the bank test rejects any other `{slot}`. */
export const WELLBEING_SLOT_NAMES = [
  'sign',
  'phase',
  'moonSign',
  'illumination',
  'weekday',
  'countdown',
  'line',
] as const;
export type WellbeingSlotName = (typeof WELLBEING_SLOT_NAMES)[number];
export type WellbeingSlots = Partial<Record<WellbeingSlotName, string>>;

const SLOT_PATTERN = /\{([a-zA-Z]+)\}/g;

/** A sentence as it reads inside a frame: its first letter lowered, unless it opens with "I" or an acronym. */
export const lowerSentenceStart = (text: string): string =>
  /^(?:I\b|[A-Z]{2})/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Several sentences read as one ("Do this. It helps." becomes "Do this; it helps."), so a
 * practice set in a frame stays one sentence carrying the frame's fact of the day.
 */
export function asOneSentence(text: string): string {
  const parts = text.split(/(?<=[.!?])\s+(?=[A-Z])/);
  return parts
    .map((part, index) => {
      const body = index === 0 ? part : lowerSentenceStart(part);
      return index < parts.length - 1 ? body.replace(/[.]$/, '') : body;
    })
    .join('; ');
}

/** Every `{slot}` a template mentions, in order. */
export const wellbeingSlotNames = (template: string): string[] =>
  [...template.matchAll(SLOT_PATTERN)].map((match) => match[1] ?? '');

/**
 * Fills the slots and capitalises the first letter, since {phase} ("a waxing crescent Moon")
 * may open a sentence. An unfilled slot stays visible so the tests catch it.
 */
export function fillWellbeingTemplate(template: string, slots: WellbeingSlots): string {
  const filled = template.replace(
    SLOT_PATTERN,
    (whole, name: string) => slots[name as WellbeingSlotName] ?? whole,
  );
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

/**
 * How one reading picks its sentences. Every pick is dealt (see `line-dealer`): the turn is the
 * day, so a sign walks through a pool a step a day and meets no entry twice within a week, and
 * the seat keeps the signs that read the same pool on one day apart:
 * - `everySign`: a pool all twelve signs read on one day (a topic's practices, the Moon's
 *   lines), which needs twelve or more entries;
 * - `elementMates`: a pool only an element's three signs read, which needs eight or more;
 * - `daily`: the same choice for every sign on a day, stepping each day (headings, outline);
 * - `seated`: a seat the caller computes, for pools whose readers change from day to day.
 * The topic shifts every turn by its place in the topic list, so one sign's readings of the
 * nine topics on one day take nine different entries of each shared pool (pools of nine or more).
 */
export interface WellbeingVoice {
  /** The day's number, shifted by the topic's place. */
  readonly turn: number;
  everySign(pool: readonly string[], name: string): string;
  elementMates(pool: readonly string[], name: string): string;
  daily<T>(items: readonly T[], name: string): T;
  /** A pool read from a seat the caller computes (the Moon's distance from the sign). */
  seated(pool: readonly string[], name: string, seat: number): string;
}

const EPOCH: IsoDate = '2000-01-01';

const elementMatesOf = (sign: SignId): SignId[] =>
  signList.filter((other) => other.element === signs[sign].element).map((other) => other.id);

export function createWellbeingVoice(
  sign: SignId,
  topic: WellbeingTopicId,
  date: IsoDate,
  slots: WellbeingSlots,
): WellbeingVoice {
  const turn = daysBetween(EPOCH, date) + WELLBEING_TOPIC_IDS.indexOf(topic);
  const salted = (name: string) => `wellbeing|${name}`;
  const deal = (pool: readonly string[], name: string, members: readonly SignId[]) => {
    const salt = salted(name);
    const seat = seatAmong(sign, seatingOrder(members, salt), pool.length);
    return fillWellbeingTemplate(dealFrom(pool, { salt, turn, seat }), slots);
  };
  return {
    turn,
    everySign: (pool, name) => deal(pool, name, SIGN_IDS),
    elementMates: (pool, name) => deal(pool, name, elementMatesOf(sign)),
    daily: (items, name) => dealFrom(items, { salt: salted(name), turn, seat: 0 }),
    seated: (pool, name, seat) =>
      fillWellbeingTemplate(dealFrom(pool, { salt: salted(name), turn, seat }), slots),
  };
}
