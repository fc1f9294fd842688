import { SIGN_IDS, type SignId } from '../content/signs';
import { type IsoDate, daysBetween } from '../time/calendar-date';
import { dealFrom, seatAmong, seatingOrder } from './line-dealer';

const EPOCH: IsoDate = '2000-01-02';

/** Consecutive dates, consecutive turns of the dealer. */
export const dayTurn = (date: IsoDate): number => daysBetween(EPOCH, date);

/**
 * Deals one entry of a pool every sign reads from, for one sign on one day: the twelve signs
 * draw twelve different entries on a day (pools of twelve or more), and one sign walks the pool
 * entry by entry from day to day. A daily reading built only from such pools shares no dealt
 * sentence across signs and repeats none within a week.
 */
export function dealForSign<T>(pool: readonly T[], name: string, sign: SignId, turn: number): T {
  const seat = seatAmong(sign, seatingOrder(SIGN_IDS, name), pool.length);
  return dealFrom(pool, { salt: name, turn, seat });
}
