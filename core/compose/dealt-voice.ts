import { SIGN_IDS, type SignId, signList, signs } from '../content/signs';
import { type IsoDate, daysBetween } from '../time/calendar-date';
import { dealFrom, seatAmong, seatingOrder } from './line-dealer';

const SLOT_PATTERN = /\{([a-zA-Z]+)\}/g;

/** "an air", "a fire": the article a slot needs when it opens with a word such as an element. */
export const withArticle = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** Every `{slot}` a template mentions, in order: the bank tests check them against a feature's slot list. */
export const slotNamesIn = (template: string): string[] =>
  [...template.matchAll(SLOT_PATTERN)].map((match) => match[1] ?? '');

/**
 * Fills the slots and capitalises the first letter, since a slot such as {phase} ("a waxing
 * crescent Moon") may open a sentence. An unfilled slot stays visible so the tests catch it.
 */
export function fillSlots(template: string, slots: Readonly<Record<string, string>>): string {
  const filled = template.replace(SLOT_PATTERN, (whole, name: string) => slots[name] ?? whole);
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

/**
 * How one item reading (a crystal, a pose) picks its sentences, every pick dealt (see
 * `line-dealer`): the turn is the day plus the item's place in its catalogue, so a sign walks a
 * pool a step a day and meets no entry twice within a week, and one sign's readings of
 * different items on one day take different entries; the seat keeps apart the signs that read
 * one pool on one day.
 * - `everySign`: a pool all twelve signs read, which needs twelve or more entries;
 * - `elementMates`: a pool only an element's three signs read, which needs seven or more;
 * - `daily`: the same choice for every sign on a day (headings, the outline).
 */
export interface DealtVoice {
  readonly turn: number;
  everySign(pool: readonly string[], name: string): string;
  elementMates(pool: readonly string[], name: string): string;
  daily<T>(items: readonly T[], name: string): T;
}

export interface DealtVoiceOptions {
  /** Salts every pool, so two features never deal in step. */
  feature: string;
  sign: SignId;
  date: IsoDate;
  /** The item's place in its catalogue; shifts the turn. */
  itemIndex: number;
  slots: Readonly<Record<string, string>>;
}

const EPOCH: IsoDate = '2000-01-01';

const elementMatesOf = (sign: SignId): SignId[] =>
  signList.filter((other) => other.element === signs[sign].element).map((other) => other.id);

export function createDealtVoice({ feature, sign, date, itemIndex, slots }: DealtVoiceOptions): DealtVoice {
  const turn = daysBetween(EPOCH, date) + itemIndex;
  const salted = (name: string) => `${feature}|${name}`;
  const deal = (pool: readonly string[], name: string, members: readonly SignId[]) => {
    const salt = salted(name);
    const seat = seatAmong(sign, seatingOrder(members, salt), pool.length);
    return fillSlots(dealFrom(pool, { salt, turn, seat }), slots);
  };
  return {
    turn,
    everySign: (pool, name) => deal(pool, name, SIGN_IDS),
    elementMates: (pool, name) => deal(pool, name, elementMatesOf(sign)),
    daily: (items, name) => dealFrom(items, { salt: salted(name), turn, seat: 0 }),
  };
}
