import type { Lottery } from './lotteries';

/** Ways to choose `pick` different numbers out of `from`, exact as long as the result is below 2^53. */
export function combinations(from: number, pick: number): number {
  if (pick < 0 || pick > from) return 0;
  let result = 1;
  const smaller = Math.min(pick, from - pick);
  // Multiplying before dividing keeps every step a whole number: the running product of k
  // consecutive integers is always divisible by k!.
  for (let step = 1; step <= smaller; step += 1) result = (result * (from - smaller + step)) / step;
  return result;
}

/**
 * The one-in-N chance that a single ticket matches the top prize: every main number, times the
 * bonus numbers when the top prize needs them (6 of 47 → 10,737,573; Powerball 5 of 69 and
 * 1 of 26 → 292,201,338).
 */
export function jackpotOdds(lottery: Lottery): number {
  const main = combinations(lottery.range, lottery.numbers);
  return lottery.jackpotNeedsBonus ? main * combinations(lottery.bonusRange, lottery.bonus) : main;
}

/** "1 in 10,737,573", with the thousands separators a reader expects. */
export const oddsLabel = (lottery: Lottery): string => `1 in ${jackpotOdds(lottery).toLocaleString('en-US')}`;
