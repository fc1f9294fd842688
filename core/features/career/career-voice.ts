import { SIGN_IDS, type SignId } from '../../content/signs';
import { dealFrom, seatAmong, seatingOrder } from '../../compose/line-dealer';
import { CAREER_TILE_IDS, type CareerTileId, careerTiles } from './career-tiles';

/**
 * How a career reading chooses its sentences: dealt, never drawn at random (see
 * `core/compose/line-dealer.ts`). Every pool seats the twelve signs apart, so on one turn (a
 * day, a week or a month) the signs draw different entries wherever the pool has twelve or
 * more; and a sign's next turn moves one entry on, so its readings walk the pool before any
 * line comes back. Tiles sit apart too: a pool shared by one category's tiles (the
 * category's advice, its frames for the slow planets) seats each tile one entry further on, and
 * a pool every tile reads (Mars, the Moon) seats the thirteen tiles apart, so a visitor going
 * through the tiles of one day does not meet the same sentence twice.
 */
export type CareerSlots = Readonly<Record<string, string>>;

/** Who else reads a pool: the tiles of this tile's category, or all thirteen tiles. */
export type PoolReaders = 'category' | 'every-tile';

export interface DealOptions {
  readers?: PoolReaders;
  /** Further seats, for a reading that deals the same pool more than once. */
  seatOffset?: number;
  extraSlots?: CareerSlots;
  /** Deals on another turn than the reading's (a piece shown every other day walks at half speed). */
  turn?: number;
}

export interface CareerVoice {
  /** Deals one entry of `pool` for this sign, tile and turn; `name` keeps pools apart. */
  deal<T>(pool: readonly T[], name: string, options?: DealOptions): T;
  /** Deals a template and fills its slots. */
  line(pool: readonly string[], name: string, options?: DealOptions): string;
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

/**
 * Each tile's seat at its category's pools. The daily tiles sit side by side (0, 1, 2 in
 * career and finance); a weekly tile's turn is its Sunday, up to six days behind a daily tile's,
 * so it sits nine seats on, where six days of lag never bring it back onto a daily tile's line
 * in a pool of 12 or 13. A monthly tile's lag covers every seat, so it only keeps off the others'.
 */
const CATEGORY_SEATS = {
  'career-daily': 0,
  'career-path': 1,
  'business-astrology': 2,
  'career-monthly': 4,
  'career-weekly': 9,
  'finance-daily': 0,
  'wealth-potential': 1,
  'investment-guidance': 2,
  'finance-monthly': 4,
  'finance-weekly': 9,
  'life-purpose': 0,
  'talent-identification': 1,
  'overcoming-obstacles': 2,
} as const satisfies Record<CareerTileId, number>;

export function createCareerVoice(
  sign: SignId,
  tile: CareerTileId,
  turn: number,
  slots: CareerSlots,
): CareerVoice {
  const { category } = careerTiles[tile];
  const tileSeat = {
    category: CATEGORY_SEATS[tile],
    'every-tile': CAREER_TILE_IDS.indexOf(tile),
  } as const satisfies Record<PoolReaders, number>;
  const deal = <T>(pool: readonly T[], name: string, options: DealOptions = {}): T => {
    const readers = options.readers ?? 'category';
    const salt = readers === 'category' ? `career|${category}|${name}` : `career|${name}`;
    const seat =
      seatAmong(sign, seatingOrder(SIGN_IDS, salt), pool.length) +
      tileSeat[readers] +
      (options.seatOffset ?? 0);
    return dealFrom(pool, { salt, turn: options.turn ?? turn, seat });
  };
  return {
    deal,
    line: (pool, name, options = {}) =>
      fillCareerTemplate(deal(pool, name, options), { ...slots, ...options.extraSlots }),
  };
}
