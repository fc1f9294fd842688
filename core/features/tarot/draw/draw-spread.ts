import type { TarotCard } from '../deck/tarot-card';
import { type RandomSource, chance, cryptoRandomSource, indexFrom } from './random-source';
import { shuffled } from '../../../lib/shuffled';
import { type TarotSpreadId, spreadSize } from './spreads';

/** Spec §4 and §9: each drawn card is reversed with about 30 % chance. */
export const REVERSED_PROBABILITY = 0.3;

/** One card as it lies on the table: what goes over the wire. */
export interface DrawnCard {
  id: string;
  reversed: boolean;
}

/**
 * Spec §4: shuffle the whole deck, take the first 1, 3 or 10 cards, and turn each over with the
 * reversal chance. The cards come back in position order.
 */
export function drawSpread(
  spread: TarotSpreadId,
  deck: readonly TarotCard[],
  random: RandomSource = cryptoRandomSource(),
): DrawnCard[] {
  const size = spreadSize(spread);
  if (deck.length < size)
    throw new RangeError(`A ${spread} spread needs ${size} cards; the deck has ${deck.length}`);
  return shuffled(deck, indexFrom(random))
    .slice(0, size)
    .map((card) => ({ id: card.id, reversed: chance(REVERSED_PROBABILITY, random) }));
}
