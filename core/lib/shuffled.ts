/** A whole number in [0, bound), each equally likely when the source is uniform. */
export type RandomIndex = (bound: number) => number;

/**
 * A uniformly shuffled copy (Fisher–Yates, Durstenfeld's in-place form): walking down from the
 * end, each slot swaps with a slot chosen from those not yet fixed, so every one of the n!
 * orders is equally likely when `randomIndex` is unbiased. Shared by every card draw (tarot,
 * angels), which differ only in where their random indices come from.
 */
export function shuffled<T>(items: readonly T[], randomIndex: RandomIndex): T[] {
  const result = [...items];
  for (let last = result.length - 1; last > 0; last -= 1) {
    const other = randomIndex(last + 1);
    const held = result[last] as T;
    result[last] = result[other] as T;
    result[other] = held;
  }
  return result;
}
