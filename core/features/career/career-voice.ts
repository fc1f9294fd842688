import { SIGN_IDS, type SignId } from '../../content/signs';
import { dealFrom, seatAmong, seatingOrder } from '../../compose/line-dealer';
import type { CareerTileId } from './career-tiles';

/**
 * How a career reading chooses its sentences: dealt, never drawn at random (see
 * `core/compose/line-dealer.ts`). Every pool seats the twelve signs apart, so on one turn (a
 * day, a week or a month) the signs draw different entries wherever the pool has twelve or
 * more; and a sign's next turn moves one entry on, so its readings walk the pool before any
 * line comes back. Pools are salted by tile, so two tiles read on the same day deal
 * differently from the same category pool.
 */
export type CareerSlots = Readonly<Record<string, string>>;

export interface CareerVoice {
  /** Deals one entry of `pool` for this sign and turn; `name` keeps pools apart. */
  deal<T>(pool: readonly T[], name: string, seatOffset?: number): T;
  /** Deals a template and fills its slots. */
  line(pool: readonly string[], name: string, extraSlots?: CareerSlots, seatOffset?: number): string;
}

const SLOT_PATTERN = /\{([a-zA-Z]+)\}/g;

/** Every `{slot}` a template mentions, in order (for the bank tests). */
export const careerSlotNames = (template: string): string[] =>
  [...template.matchAll(SLOT_PATTERN)].map((match) => match[1] ?? '');

/**
 * Fills the slots and capitalises the first letter ("today, …" opens a sentence). A slot
 * without a value is left visible, so the bank tests catch it rather than a visitor.
 */
export function fillCareerTemplate(template: string, slots: CareerSlots): string {
  const filled = template.replace(SLOT_PATTERN, (whole, name: string) => slots[name] ?? whole);
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

export function createCareerVoice(
  sign: SignId,
  tile: CareerTileId,
  turn: number,
  slots: CareerSlots,
): CareerVoice {
  const deal = <T>(pool: readonly T[], name: string, seatOffset = 0): T => {
    const salt = `career|${tile}|${name}`;
    const seat = seatAmong(sign, seatingOrder(SIGN_IDS, salt), pool.length) + seatOffset;
    return dealFrom(pool, { salt, turn, seat });
  };
  return {
    deal,
    line: (pool, name, extraSlots = {}, seatOffset = 0) =>
      fillCareerTemplate(deal(pool, name, seatOffset), { ...slots, ...extraSlots }),
  };
}
