import { pickDistinct, seededRandom } from './seeded-random';

/**
 * Deals sentences the way a dealer deals cards, so that readings written side by side (the
 * twelve signs' readings of one day) never share a sentence, and one reader's consecutive
 * readings walk through a pool before coming back to an entry.
 *
 * Each pool gets a fixed shuffled order (from its salt). Every reader of the pool sits at a
 * fixed seat; on each turn (a day, a week, a month) the order advances by one. Two readers whose
 * seats differ modulo the pool's size never draw the same entry on the same turn, and one
 * reader sees every entry once before any comes back.
 */
export interface Deal {
  /** Names the pool (and its key), e.g. "phase|full-moon": fixes the pool's order and the seating. */
  salt: string;
  /** Day, week or month number: consecutive periods have consecutive turns. */
  turn: number;
  seat: number;
}

const orderCache = new Map<string, number[]>();

function shuffledOrder(salt: string, size: number): number[] {
  const key = `${salt}|${size}`;
  let order = orderCache.get(key);
  if (!order) {
    const indices = Array.from({ length: size }, (_, index) => index);
    order = pickDistinct(seededRandom(key), indices, size);
    orderCache.set(key, order);
  }
  return order;
}

export function dealFrom<T>(pool: readonly T[], { salt, turn, seat }: Deal): T {
  if (pool.length === 0)
    throw new RangeError(`The pool "${salt}" is empty: give it sentences before dealing`);
  const order = shuffledOrder(salt, pool.length);
  const position = (((turn + seat) % pool.length) + pool.length) % pool.length;
  const item = pool[order[position] ?? 0];
  if (item === undefined) throw new RangeError(`No entry at ${position} in "${salt}"`);
  return item;
}

/**
 * The seat of `member` at a pool shared by `members`: spread evenly around the pool, so members
 * draw entries far apart in its order. Needs a pool at least as large as the group.
 */
export function seatAmong<T>(member: T, members: readonly T[], poolSize: number): number {
  const index = members.indexOf(member);
  if (index < 0) throw new RangeError('seatAmong: the member is not one of the members');
  return index * Math.max(1, Math.floor(poolSize / members.length));
}

/** The members in an order fixed by `salt`, so seats do not follow the members' natural order. */
export function seatingOrder<T>(members: readonly T[], salt: string): T[] {
  return pickDistinct(seededRandom(`seating|${salt}`), members, members.length);
}
