import { type RandomSource, uniformIndex } from './random-source';

/**
 * A uniformly shuffled copy (Fisher–Yates, Durstenfeld's in-place form): walking down from the
 * end, each slot swaps with a slot chosen uniformly from those not yet fixed, so every one of
 * the n! orders is equally likely when `uniformIndex` is unbiased.
 */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const result = [...items];
  for (let last = result.length - 1; last > 0; last -= 1) {
    const other = uniformIndex(last + 1, random);
    const held = result[last] as T;
    result[last] = result[other] as T;
    result[other] = held;
  }
  return result;
}
