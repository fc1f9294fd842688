import { SIGN_IDS, type Sign, type SignId, signList } from '../../content/signs';
import { dealFrom, seatAmong, seatingOrder } from '../../compose/line-dealer';
import { type IsoDate, daysBetween } from '../../time/calendar-date';
import { LOVE_FOCUS_IDS, type LoveFocusId } from './love-foci';

/**
 * The slots a love sentence may use. Templates stay plain prose; this list is the contract
 * between the bank and the composer, and the bank test rejects any `{slot}` not named here.
 */
export const LOVE_SLOT_NAMES = [
  'sign',
  'venusFact',
  'venusSign',
  'venusHouse',
  'venusTheme',
  'venusStyle',
  'marsFact',
  'marsSign',
  'marsHouse',
  'marsTheme',
  'meetingFact',
  'meetingMood',
  'moonSign',
  'moonPhase',
  'moonTie',
  'moonMood',
  'phaseMood',
] as const;
export type LoveSlotName = (typeof LOVE_SLOT_NAMES)[number];
export type LoveSlots = Partial<Record<LoveSlotName, string>>;

const SLOT_PATTERN = /\{([a-zA-Z]+)\}/g;

/** Every `{slot}` a template mentions, in order (for the bank tests). */
export const loveSlotNames = (template: string): string[] =>
  [...template.matchAll(SLOT_PATTERN)].map((match) => match[1] ?? '');

/**
 * Fills the slots and capitalises the first letter (a sentence may open on a slot). A slot
 * without a value stays visible, so the tests notice it before a visitor does.
 */
export function fillLoveTemplate(template: string, slots: LoveSlots): string {
  const filled = template.replace(
    SLOT_PATTERN,
    (whole, name: string) => slots[name as LoveSlotName] ?? whole,
  );
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

/**
 * How a love reading deals its sentences (see `core/compose/line-dealer.ts`): one turn per day,
 * so a sign's readings walk through each pool before an entry comes back, and fixed seats, so
 * readers of the same day never draw the same entry.
 * - `everySign`: a pool all twelve signs draw from on one day (12+ entries). The three foci
 *   draw it four seats apart, so one sign's romance and self-love readings differ too.
 * - `elementMates`: a pool one element's three signs share (9 entries: seats three apart).
 */
export interface LoveVoice {
  readonly day: number;
  everySign(pool: readonly string[], name: string, slots: LoveSlots): string;
  elementMates(pool: readonly string[], name: string, slots: LoveSlots): string;
  /** A phrase that changes from day to day for this sign (house themes, moods). */
  daily<T>(items: readonly T[], name: string): T;
  /** Like `daily`, but the twelve signs sit apart around the pool, so fewer of them meet on one entry. */
  seated<T>(items: readonly T[], name: string): T;
}

const EPOCH: IsoDate = '2000-01-02';
const FOCUS_SPACING = 4;

const elementMatesOf = (sign: Sign): SignId[] =>
  signList.filter((other) => other.element === sign.element).map((other) => other.id);

export function createLoveVoice(sign: Sign, focus: LoveFocusId, date: IsoDate): LoveVoice {
  const day = daysBetween(EPOCH, date);
  const focusShift = LOVE_FOCUS_IDS.indexOf(focus) * FOCUS_SPACING;
  const salted = (name: string) => `love|${name}`;
  return {
    day,
    everySign: (pool, name, slots) => {
      const seat = seatAmong(sign.id, seatingOrder(SIGN_IDS, salted(name)), pool.length);
      return fillLoveTemplate(dealFrom(pool, { salt: salted(name), turn: day + focusShift, seat }), slots);
    },
    elementMates: (pool, name, slots) => {
      const seat = seatAmong(sign.id, seatingOrder(elementMatesOf(sign), salted(name)), pool.length);
      return fillLoveTemplate(dealFrom(pool, { salt: salted(name), turn: day, seat }), slots);
    },
    seated: (items, name) => {
      const seat = seatAmong(sign.id, seatingOrder(SIGN_IDS, salted(name)), items.length);
      return dealFrom(items, { salt: salted(name), turn: day + focusShift, seat });
    },
    daily: (items, name) =>
      dealFrom(items, { salt: salted(`${name}|${sign.id}`), turn: day + focusShift, seat: 0 }),
  };
}
