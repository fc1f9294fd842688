import { seededRandom } from '../../compose/seeded-random';
import { type IsoDate, addDays } from '../../time/calendar-date';
import { TAROT_DECKS, type TarotDeckId } from './deck/tarot-decks';
import { drawSpread } from './draw/draw-spread';
import { type RandomSource, indexFrom } from './draw/random-source';
import { shuffled } from '../../lib/shuffled';
import { TAROT_SPREAD_IDS, type TarotSpreadId } from './draw/spreads';
import type { TarotRequest } from './tarot-request';

/**
 * Reproducible draws for the variety test and `npm run quality`: the same random process as the
 * page, fed by a seeded source so every run measures the same readings.
 */
export function seededSource(key: string): RandomSource {
  const random = seededRandom(key);
  return () => Math.floor(random() * 2 ** 32);
}

export const SAMPLE_GROUP_SIZE = 12;

/**
 * Twelve draws of one spread on one date, as twelve visitors would hold them side by side. For
 * the single card they are twelve different cards: two people who drew the same card the same
 * way up on the same day are meant to read the same words.
 */
export function sampleGroup(
  spread: TarotSpreadId,
  deck: TarotDeckId,
  date: IsoDate,
  salt: string,
): TarotRequest[] {
  const random = seededSource(`group|${spread}|${deck}|${date}|${salt}`);
  if (spread === 'single') {
    const cards = shuffled(TAROT_DECKS[deck], indexFrom(random)).slice(0, SAMPLE_GROUP_SIZE);
    return cards.map((card) => ({
      feature: 'tarot',
      spread,
      deck,
      cards: drawSpread(spread, [card], random),
      date,
    }));
  }
  return Array.from({ length: SAMPLE_GROUP_SIZE }, () => ({
    feature: 'tarot',
    spread,
    deck,
    cards: drawSpread(spread, TAROT_DECKS[deck], random),
    date,
  }));
}

/**
 * One draw reopened from the past-draws list on `days` consecutive days: the tarot reading's
 * "same request on consecutive days", which must not repeat a sentence within a week.
 */
export function sampleSequence(
  spread: TarotSpreadId,
  deck: TarotDeckId,
  start: IsoDate,
  days: number,
): TarotRequest[] {
  const cards = drawSpread(spread, TAROT_DECKS[deck], seededSource(`sequence|${spread}|${deck}|${start}`));
  return Array.from({ length: days }, (_, day) => ({
    feature: 'tarot',
    spread,
    deck,
    cards,
    date: addDays(start, day),
  }));
}

export const SAMPLE_SPREADS = TAROT_SPREAD_IDS;
