import type { SignId } from '../../content/signs';
import type { RandomWords } from '../../lib/random-words';
import type { Lottery } from './lotteries';
import { digitRoot, powerNumbers } from './power-numbers';
import type { Ticket } from './ticket';

/**
 * Draws a ticket for a sign, leaning toward its power numbers.
 *
 * The rule: every number of the game's range starts with a weight of 100. A number that is one
 * of the sign's power numbers gains 400 × bias; a number whose digit root matches a power
 * number's digit root gains 100 × bias (a power number gains both). Numbers are then drawn one
 * at a time without replacement, each with probability its weight over the weights left. With
 * Leo's bias of 0.9 a power number is 5.5 times as likely to be drawn first as a plain number;
 * with Capricorn's 0.05 only 1.25 times. Bonus numbers follow the same rule within their own
 * range. Whatever the bias, the result is a valid ticket: distinct numbers within range, sorted.
 *
 * The lean is a ritual of the page, not an edge: every ticket has exactly the same chance of
 * winning, and the page says so beside the odds.
 *
 * Randomness comes from `crypto.getRandomValues` (browser and Node alike), and every integer is
 * taken by rejection sampling, so no number is favoured by a modulo remainder.
 */

export type { RandomWords };

const cryptoWords: RandomWords = (words) => globalThis.crypto.getRandomValues(words);

const WORD_SPAN = 2 ** 32;
export const BASE_WEIGHT = 100;
export const POWER_WEIGHT = 400;
export const ROOT_WEIGHT = 100;

/** A uniform integer in [0, bound): words at or above the last whole multiple of `bound` are redrawn. */
export function uniformBelow(bound: number, randomWords: RandomWords = cryptoWords): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > WORD_SPAN)
    throw new RangeError(`uniformBelow needs a whole bound from 1 to 2^32, got ${bound}`);
  const limit = WORD_SPAN - (WORD_SPAN % bound);
  const word = new Uint32Array(1);
  for (;;) {
    randomWords(word);
    const value = word[0] ?? 0;
    if (value < limit) return value % bound;
  }
}

/** The draw weight of `value` for `sign` (see the rule above); always a whole number ≥ 100. */
export function drawWeight(sign: SignId, value: number): number {
  const { numbers, bias } = powerNumbers[sign];
  const roots = new Set(numbers.map(digitRoot));
  const isPower = (numbers as readonly number[]).includes(value);
  return (
    BASE_WEIGHT +
    (isPower ? Math.round(POWER_WEIGHT * bias) : 0) +
    (roots.has(digitRoot(value)) ? Math.round(ROOT_WEIGHT * bias) : 0)
  );
}

/** `count` distinct numbers from 1..`range`, drawn by weight, ascending. */
export function weightedPick(
  sign: SignId,
  count: number,
  range: number,
  randomWords: RandomWords = cryptoWords,
): number[] {
  const left = Array.from({ length: range }, (_, index) => index + 1);
  const weights = left.map((value) => drawWeight(sign, value));
  const chosen: number[] = [];
  while (chosen.length < count && left.length > 0) {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let target = uniformBelow(total, randomWords);
    let index = 0;
    while (target >= (weights[index] ?? 0)) {
      target -= weights[index] ?? 0;
      index += 1;
    }
    chosen.push(...left.splice(index, 1));
    weights.splice(index, 1);
  }
  return chosen.sort((first, second) => first - second);
}

export function drawTicket(sign: SignId, lottery: Lottery, randomWords: RandomWords = cryptoWords): Ticket {
  return {
    main: weightedPick(sign, lottery.numbers, lottery.range, randomWords),
    bonus: weightedPick(sign, lottery.bonus, lottery.bonusRange, randomWords),
  };
}
