import { dealFrom, seatAmong, seatingOrder } from '../../compose/line-dealer';
import { SIGN_IDS, type SignId, signList, signs } from '../../content/signs';
import { type IsoDate, daysBetween } from '../../time/calendar-date';
import { PALM_FOCUS_IDS, type PalmFocusId } from './palm-foci';

/** The slots a palm sentence may use; the bank test rejects any other `{slot}`. */
export const PALM_SLOT_NAMES = ['sign', 'phase', 'moonSign', 'mount', 'planet', 'line'] as const;
export type PalmSlotName = (typeof PALM_SLOT_NAMES)[number];
export type PalmSlots = Partial<Record<PalmSlotName, string>>;

const SLOT_PATTERN = /\{([a-zA-Z]+)\}/g;

/** Every `{slot}` a template mentions, in order. */
export const palmSlotNames = (template: string): string[] =>
  [...template.matchAll(SLOT_PATTERN)].map((match) => match[1] ?? '');

/**
 * Fills the slots and capitalises the first letter, since {phase} ("the Full Moon") may open a
 * sentence. An unfilled slot stays visible so the tests catch it before a visitor does.
 */
export function fillPalmTemplate(template: string, slots: PalmSlots): string {
  const filled = template.replace(
    SLOT_PATTERN,
    (whole, name: string) => slots[name as PalmSlotName] ?? whole,
  );
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

/**
 * How a palm reading deals its sentences (see `core/compose/line-dealer.ts`). The turn is the
 * day, shifted by the focus's place, so a sign walks a pool a step a day (no entry back within a
 * week) and its six foci of one day take six different entries; seats keep the signs that read
 * one pool on one day apart:
 * - `everySign`: a pool all twelve signs read (12 or more entries);
 * - `elementMates`: a pool only an element's three signs read (8 or more);
 * - `daily`: one choice for every sign on a day (headings, the outline).
 */
export interface PalmVoice {
  readonly turn: number;
  everySign(pool: readonly string[], name: string): string;
  elementMates(pool: readonly string[], name: string): string;
  daily<T>(items: readonly T[], name: string): T;
}

const EPOCH: IsoDate = '2000-01-01';

/** The day's number, shifted by the focus's place in the focus list. */
export const palmTurn = (focus: PalmFocusId, date: IsoDate): number =>
  daysBetween(EPOCH, date) + PALM_FOCUS_IDS.indexOf(focus);

const elementMatesOf = (sign: SignId): SignId[] =>
  signList.filter((other) => other.element === signs[sign].element).map((other) => other.id);

export function createPalmVoice(
  sign: SignId,
  focus: PalmFocusId,
  date: IsoDate,
  slots: PalmSlots,
): PalmVoice {
  const turn = palmTurn(focus, date);
  const salted = (name: string) => `palmistry|${name}`;
  const deal = (pool: readonly string[], name: string, members: readonly SignId[]) => {
    const salt = salted(name);
    const seat = seatAmong(sign, seatingOrder(members, salt), pool.length);
    return fillPalmTemplate(dealFrom(pool, { salt, turn, seat }), slots);
  };
  return {
    turn,
    everySign: (pool, name) => deal(pool, name, SIGN_IDS),
    elementMates: (pool, name) => deal(pool, name, elementMatesOf(sign)),
    daily: (items, name) => dealFrom(items, { salt: salted(name), turn, seat: 0 }),
  };
}
