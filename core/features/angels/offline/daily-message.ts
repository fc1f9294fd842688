import { fillVoiceTemplate } from '../../../compose/item-day-voice';
import { fillSlots } from '../../../compose/template';
import { dealFrom, seatAmong, seatingOrder } from '../../../compose/line-dealer';
import { SIGN_IDS, signs } from '../../../content/signs';
import { skyForDate } from '../../../sky/daily-sky';
import { type IsoDate, daysBetween } from '../../../time/calendar-date';
import type { Angel } from '../angel';
import { angelOfTheDay } from '../angel-of-the-day';
import { angels } from '../angels';
import type { DailyAngelicMessage } from '../daily-angelic-message';
import type { DailyMessageInput } from '../fallbacks/daily-message-fallback';
import {
  actionEffects,
  actionLines,
  arrivalLines,
  arrivalReasons,
  blessingSecondWishes,
  blessingWishes,
  giftLines,
  heartLeads,
  heartTruths,
  moonPhrases,
  phaseMeanings,
  skyLines,
  tokenLines,
} from '../bank/daily-offline-lines';

const EPOCH: IsoDate = '2000-01-01';
type Reader = (typeof SIGN_IDS)[number] | 'universal';
const READERS: readonly Reader[] = [...SIGN_IDS, 'universal'];

const mod = (value: number, size: number): number => ((value % size) + size) % size;

/** "Michael" for Archangel Michael; "your Guardian Angel" for the guardian. */
export const shortAngelName = (angel: Angel): string =>
  angel.id === 'guardian' ? 'your Guardian Angel' : angel.name.replace(/^Archangel\s+/, '');

interface Dealer {
  /** One entry of a pool, dealt by day; the readers of one day sit apart. */
  one<T>(pool: readonly T[], salt: string): T;
  /**
   * One pairing of two pools of coprime sizes: the pair walks through all `a × b` pairings
   * before one comes back, and both halves change every day.
   */
  pair<A, B>(first: readonly A[], second: readonly B[], salt: string): [A, B];
}

function dealerFor(reader: Reader, turn: number): Dealer {
  const seat = (salt: string, size: number) => seatAmong(reader, seatingOrder(READERS, salt), size);
  return {
    one: (pool, salt) =>
      dealFrom(pool, { salt: `angels|daily|${salt}`, turn, seat: seat(salt, pool.length) }),
    pair: (first, second, salt) => {
      const size = first.length * second.length;
      const position = mod(turn + seat(salt, size), size);
      return [
        first[position % first.length] as (typeof first)[number],
        second[position % second.length] as (typeof second)[number],
      ];
    },
  };
}

const lowerFirst = (text: string): string => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/**
 * The daily message without a key. The angel present today is the one the server would name to
 * the model (the sign's three recommended angels in turn). The message is written from the day:
 * the angel's arrival, the real Moon of the day (its phase and sign; a New or Full Moon is named
 * only on its exact day, in the sign it falls in), a truth in the angel's name and one of the
 * angel's gifts; the guidance pairs a small act with its effect and a token of the angel; the
 * blessing pairs two wishes. Every sentence is dealt so one reader meets none of them again
 * within a month, and the twelve signs of one day read different sentences.
 */
export function composeOfflineDailyMessage(request: DailyMessageInput): DailyAngelicMessage {
  const reader: Reader = request.sign ?? 'universal';
  const turn = daysBetween(EPOCH, request.date);
  const deal = dealerFor(reader, turn);
  const angelId = angelOfTheDay(request.sign, request.date);
  const angel = angels[angelId];
  const visit = Math.floor(turn / 3);
  const sky = skyForDate(request.date);
  const phase = sky.moon.phase;
  const meanings = phaseMeanings[phase];
  const slots = {
    angel: shortAngelName(angel),
    moon: moonPhrases[phase],
    sign: signs[sky.moon.lunation?.sign ?? sky.moon.sign].name,
    meaning: meanings[mod(turn + SIGN_IDS.length - READERS.indexOf(reader), meanings.length)] ?? meanings[0],
    power: lowerFirst(angel.healingPowers[mod(visit, angel.healingPowers.length)] ?? ''),
    color: (angel.colors[mod(visit, angel.colors.length)] ?? '').toLowerCase(),
    crystal: (angel.crystals[mod(visit + 1, angel.crystals.length)] ?? '').toLowerCase(),
  };
  const fill = (template: string) => fillVoiceTemplate(template, slots);
  const joined = ([first, second]: [string, string], link = ' ') =>
    `${fill(first)}${link}${fillSlots(second, (slot) => slots[slot as keyof typeof slots])}.`;

  const opener = joined(deal.pair(arrivalLines, arrivalReasons, 'arrival'));
  const skyLine = fill(deal.one(skyLines, 'sky'));
  const heart = joined(deal.pair(heartLeads, heartTruths, 'heart'));
  const gift = fill(deal.one(giftLines, 'gift'));
  // On a lunation's own day the sky speaks first; otherwise the day's order turns with the date.
  const body = sky.moon.lunation
    ? [skyLine, opener, gift, heart]
    : mod(turn, 2) === 0
      ? [opener, skyLine, heart, gift]
      : [opener, gift, skyLine, heart];
  const name = request.name?.trim();
  const [first = '', ...rest] = body;
  const greeted = first.startsWith(slots.angel) ? first : lowerFirst(first);
  const message = [name ? `Dear ${name}, ${greeted}` : first, ...rest].join(' ');
  const guidance = [
    joined(deal.pair(actionLines, actionEffects, 'action'), ' and '),
    fill(deal.one(tokenLines, 'token')),
  ].join(' ');
  const blessing = joined(deal.pair(blessingWishes, blessingSecondWishes, 'blessing'), ' and ');
  return { angel: angelId, message, guidance, blessing, timestamp: request.now };
}
