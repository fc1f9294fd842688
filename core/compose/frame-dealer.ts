import { SIGN_IDS, type SignId } from '../content/signs';
import { type IsoDate, daysBetween } from '../time/calendar-date';
import { dealFrom, seatAmong, seatingOrder } from './line-dealer';
import { type Slots, fillTemplate } from './template';

/**
 * Deals sentence frames around item clauses, for readings built from what the visitor chose
 * (the dream symbols, emotions and Moon phase of a dream): a clause says what the item means, a
 * frame says it in the voice of the reader's sign. A frame is a template with one `{clause}`.
 *
 * Frames are dealt like the horoscope's lines (see `line-dealer`): the turn is the day plus the
 * item's place in the reading and the seat is the sign's, so the twelve signs reading the same
 * items on one day never get the same frame for an item, one sign meets no frame twice for an
 * item within a pool's length of days, and the items of one reading take different frames.
 */
export const CLAUSE_SLOT = '{clause}';

const EPOCH: IsoDate = '2000-01-01';

export interface FrameVoice {
  /** The clause set in the frame dealt for the item at `place` (0, 1, 2… through the reading). */
  framed(frames: readonly string[], clause: string, place: number): string;
  /** A whole sentence from a pool the twelve signs read on one day (needs twelve or more entries). */
  everySign(pool: readonly string[], name: string): string;
  /** The same choice for every sign on a day, stepping each day (headings, outline). */
  daily<T>(items: readonly T[], name: string): T;
}

export interface FrameVoiceOptions {
  /** Names the feature's pools, so two features' orders differ. */
  salt: string;
  sign: SignId;
  date: IsoDate;
  slots: Slots;
}

export function createFrameVoice({ salt, sign, date, slots }: FrameVoiceOptions): FrameVoice {
  const day = daysBetween(EPOCH, date);
  const seatIn = (name: string, size: number) => seatAmong(sign, seatingOrder(SIGN_IDS, name), size);
  return {
    framed: (frames, clause, place) => {
      const name = `${salt}|frames`;
      const frame = dealFrom(frames, { salt: name, turn: day + place, seat: seatIn(name, frames.length) });
      return fillTemplate(frame.replace(CLAUSE_SLOT, clause), slots);
    },
    everySign: (pool, name) => {
      const salted = `${salt}|${name}`;
      return fillTemplate(
        dealFrom(pool, { salt: salted, turn: day, seat: seatIn(salted, pool.length) }),
        slots,
      );
    },
    daily: (items, name) => dealFrom(items, { salt: `${salt}|${name}`, turn: day, seat: 0 }),
  };
}
