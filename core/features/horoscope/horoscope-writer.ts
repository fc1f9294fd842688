import { SIGN_IDS, type Sign, type SignId, signList } from '../../content/signs';
import type { Period } from '../../contract/common';
import { dealFrom, seatAmong, seatingOrder } from '../../compose/line-dealer';
import { type Slots, fillTemplate } from '../../compose/template';
import { type IsoDate, daysBetween } from '../../time/calendar-date';
import { type PeriodSpreadLine, createDaySayer, spreadOverDay } from './day-words';

/**
 * Writes the sentences of one horoscope. Every sentence is dealt (see `line-dealer`) rather
 * than drawn at random, so the twelve signs' readings of one period never share a sentence and
 * a sign's daily readings do not repeat one within a week. How a pool is shared decides the
 * seating:
 * - `everySign`: a pool all twelve signs may draw from in one period (needs 12+ entries);
 * - `elementMates`: a pool per element, shared by its three signs (needs 7+ for daily use);
 * - `ownPool`: a pool only this sign reads (needs 7+ for daily use);
 * - `mirrored`: a pool keyed by an angle to the Moon or Sun, which at most two signs share,
 *   one on each side of the wheel (needs 7+; the sides sit one seat apart so a sign that
 *   crosses from one side to the other a few days later still draws a new entry).
 * A daily writer is given the day's names (`dayNames`): each pool line that says {period} or
 * {opening} then stands once per name, so a pool of eight is dealt as seventy-two sentences.
 */
export interface HoroscopeWriter {
  readonly sign: Sign;
  readonly turn: number;
  everySign(pool: readonly string[], name: string, extraSlots?: Slots): string;
  elementMates(pool: readonly string[], name: string, extraSlots?: Slots): string;
  ownPool(pool: readonly string[], name: string, turnOffset?: number, extraSlots?: Slots): string;
  mirrored(pool: readonly string[], name: string, secondSide: boolean, extraSlots?: Slots): string;
}

const EPOCH: IsoDate = '2000-01-02';

/** Consecutive periods get consecutive turns: days for daily, Sunday-started weeks, months. */
export function turnOf(period: Period, periodStart: IsoDate): number {
  const days = daysBetween(EPOCH, periodStart);
  if (period === 'daily') return days;
  if (period === 'weekly') return Math.floor(days / 7);
  return Number(periodStart.slice(0, 4)) * 12 + Number(periodStart.slice(5, 7)) - 1;
}

const elementMatesOf = (sign: Sign): SignId[] =>
  signList.filter((other) => other.element === sign.element).map((other) => other.id);

export function createHoroscopeWriter(
  sign: Sign,
  period: Period,
  turn: number,
  slots: Slots,
  dayNames?: readonly string[],
  spreadsOpening = true,
  spareNames: readonly string[] = [],
): HoroscopeWriter {
  const widen = (pool: readonly string[]): readonly PeriodSpreadLine[] =>
    dayNames
      ? spreadOverDay(pool, dayNames.length, spreadsOpening)
      : pool.map((line) => ({ line, name: -1 }));
  const say = dayNames
    ? createDaySayer(dayNames, spreadsOpening, spreadsOpening, spareNames)
    : ({ line }: PeriodSpreadLine) => line;
  const base: Slots = { element: sign.element, modality: sign.modality, ...slots };
  const fill = (template: string, extraSlots: Slots = {}) =>
    fillTemplate(template, { ...base, ...extraSlots });
  const salted = (name: string) => `${period}|${name}`;
  return {
    sign,
    turn,
    everySign: (lines, name, extraSlots) => {
      const pool = widen(lines);
      const seat = seatAmong(sign.id, seatingOrder(SIGN_IDS, salted(name)), pool.length);
      return fill(say(dealFrom(pool, { salt: salted(name), turn, seat })), extraSlots);
    },
    elementMates: (lines, name, extraSlots) => {
      const pool = widen(lines);
      const seat = seatAmong(sign.id, seatingOrder(elementMatesOf(sign), salted(name)), pool.length);
      return fill(say(dealFrom(pool, { salt: salted(name), turn, seat })), extraSlots);
    },
    ownPool: (pool, name, turnOffset = 0, extraSlots) =>
      fill(
        say(dealFrom(widen(pool), { salt: salted(`${name}|${sign.id}`), turn: turn + turnOffset, seat: 0 })),
        extraSlots,
      ),
    mirrored: (pool, name, secondSide, extraSlots) =>
      fill(say(dealFrom(widen(pool), { salt: salted(name), turn, seat: secondSide ? 1 : 0 })), extraSlots),
  };
}

/**
 * Whether `sign` sits on the second side of the wheel from a body in `bodySign` (more than six
 * signs behind it): the seat a `mirrored` pool gives it.
 */
export const onSecondSide = (bodySign: SignId, sign: SignId): boolean =>
  (SIGN_IDS.indexOf(bodySign) - SIGN_IDS.indexOf(sign) + 12) % 12 > 6;
