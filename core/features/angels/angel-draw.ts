import type { RandomWords } from '../../lib/random-words';
import { type RandomIndex, shuffled } from '../../lib/shuffled';
import type { Angel } from './angel';
import type { AngelSpread } from './angel-spreads';
import { angelList } from './angels';

// Re-exported so the draw's callers and tests keep one import.
export type { RandomIndex, RandomWords };

const WORD_RANGE = 2 ** 32;

/**
 * A uniform index from a source of random 32-bit words. `word % bound` alone would favour the
 * small indices whenever 2^32 is not a multiple of the bound, so words at or above the largest
 * multiple are thrown back and another is drawn.
 */
export function randomIndexFrom(fillWords: RandomWords): RandomIndex {
  const word = new Uint32Array(1);
  return (bound) => {
    if (!Number.isInteger(bound) || bound < 1 || bound > WORD_RANGE)
      throw new RangeError(`A random index needs a whole bound from 1 to 2^32, not ${bound}`);
    const limit = WORD_RANGE - (WORD_RANGE % bound);
    for (;;) {
      fillWords(word);
      const value = word[0] ?? 0;
      if (value < limit) return value % bound;
    }
  };
}

/** The browser's and Node's cryptographic source: a draw nobody can predict from earlier ones. */
export const cryptoRandomIndex: RandomIndex = randomIndexFrom((words) => {
  globalThis.crypto.getRandomValues(words);
});

/** Adapts a [0, 1) generator (a seeded one in tests or samples) to a random index. */
export const randomIndexFromUnit =
  (random: () => number): RandomIndex =>
  (bound) =>
    Math.min(bound - 1, Math.floor(random() * bound));

export interface DrawnAngel {
  angel: Angel;
  /** The spread's label for the card's place, e.g. "Past Influence". */
  position: string;
}

/**
 * Spec §4 step 2: the whole deck is shuffled and the first cards taken, one per position of the
 * spread, so no angel comes up twice in one reading.
 */
export function drawAngels(
  spread: AngelSpread,
  randomIndex: RandomIndex = cryptoRandomIndex,
  deck: readonly Angel[] = angelList,
): DrawnAngel[] {
  if (spread.positions.length > deck.length)
    throw new RangeError(
      `The ${spread.name} needs ${spread.positions.length} cards but the deck holds ${deck.length}`,
    );
  const order = shuffled(deck, randomIndex);
  return spread.positions.map((position, index) => ({ angel: order[index] as Angel, position }));
}
