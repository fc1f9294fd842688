import { SIGN_IDS, type SignId } from '../../../content/signs';
import { dealFrom, seatAmong, seatingOrder } from '../../../compose/line-dealer';
import { type IsoDate, daysBetween } from '../../../time/calendar-date';
import type { DailyAngelicMessage } from '../daily-angelic-message';
import { guardianBlessings, guardianGuidance, guardianMessages } from '../bank/daily-message-lines';

export interface DailyMessageInput {
  /** Absent for the universal message of a visitor who has not chosen a sign. */
  sign?: SignId | undefined;
  name?: string | undefined;
  /** The visitor's local date: the message changes with the day. */
  date: IsoDate;
  /** When the message is written, ms since the epoch (the record's timestamp). */
  now: number;
}

type Reader = SignId | 'universal';
const READERS: readonly Reader[] = [...SIGN_IDS, 'universal'];
const EPOCH: IsoDate = '2000-01-01';

function dealLine(pool: readonly string[], salt: string, reader: Reader, turn: number): string {
  const seat = seatAmong(reader, seatingOrder(READERS, salt), pool.length);
  return dealFrom(pool, { salt, turn, seat });
}

/**
 * The built-in daily message (tool spec §4, §8): when generation fails the Guardian Angel is the
 * one present today, for every sign. Its lines are dealt per sign and day, so the twelve signs
 * read different words on the same day and no sign meets the same line within two weeks.
 */
export function composeFallbackDailyMessage({
  sign,
  name,
  date,
  now,
}: DailyMessageInput): DailyAngelicMessage {
  const reader = sign ?? 'universal';
  const turn = daysBetween(EPOCH, date);
  const message = dealLine(guardianMessages, 'angels|daily|message', reader, turn);
  const trimmedName = name?.trim();
  return {
    angel: 'guardian',
    message: trimmedName ? `Dear ${trimmedName}, ${lowerFirst(message)}` : message,
    guidance: dealLine(guardianGuidance, 'angels|daily|guidance', reader, turn),
    blessing: dealLine(guardianBlessings, 'angels|daily|blessing', reader, turn),
    timestamp: now,
  };
}

/** "I was beside you" stays capital (the pronoun), everything else joins the greeting in lower case. */
const lowerFirst = (sentence: string): string =>
  /^I\b/.test(sentence) ? sentence : `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
