import { dealFrom } from '../line-dealer';

/**
 * A clause written as parts, each part a small pool of alternatives that read in any
 * combination: "the water you saw" + "carries a feeling not yet said out loud". The parts are
 * joined with a space and hold no punctuation between them, so every combination is one clause
 * of its own (the composer lint counts clauses between punctuation marks).
 *
 * When the pools' sizes are pairwise coprime, the entry at index `n` takes part `i` from place
 * `n mod size(i)` of that pool's fixed shuffled order (Chinese remainder): consecutive indices
 * walk through every combination (the product of the sizes) before one comes back.
 */
export type PhrasePools = readonly (readonly string[])[];

/** How many different clauses the pools write. */
export const phraseCount = (pools: PhrasePools): number =>
  pools.reduce((count, pool) => count * pool.length, 1);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** True when every two pools have coprime sizes, so the phrase walks their whole product. */
export const coprimePools = (pools: PhrasePools): boolean =>
  pools.every((pool, index) => pools.slice(index + 1).every((other) => gcd(pool.length, other.length) === 1));

/** The clause at `index` (any integer) of the pools' product, in an order fixed by `salt`. */
export function phraseAt(pools: PhrasePools, index: number, salt: string): string {
  return pools
    .map((pool, part) => dealFrom(pool, { salt: `${salt}|${part}`, turn: index, seat: 0 }))
    .join(' ');
}

/**
 * What is wrong with a pool set, for the banks' tests: a part that ends a sentence or holds a
 * stop or a comma (each combination must stay one clause), pools whose sizes share a factor
 * (the product would not be walked), or fewer combinations than `atLeast`.
 */
export function phrasePoolProblems(pools: PhrasePools, atLeast = 1): string[] {
  const problems = pools.flatMap((pool) =>
    pool.flatMap((part) => (/[.!?;:,]/.test(part) ? [`punctuation inside "${part}"`] : [])),
  );
  if (!coprimePools(pools))
    problems.push(`pool sizes ${pools.map((pool) => pool.length).join(' × ')} share a factor`);
  if (phraseCount(pools) < atLeast) problems.push(`only ${phraseCount(pools)} combinations, want ${atLeast}`);
  return problems;
}

/**
 * What is wrong with a frame: not exactly one `{clause}`, or a run of more than four of its own
 * words between stops (a run joined to the clause without a stop becomes part of the clause).
 */
export function frameProblems(frame: string): string[] {
  const problems = frame.match(/\{clause\}/g)?.length === 1 ? [] : [`"${frame}" needs one {clause}`];
  for (const run of frame.split(/[.!?;:,—–()]/)) {
    if (!run.includes('{clause}') && run.trim().split(/\s+/).filter(Boolean).length > 4)
      problems.push(`"${run.trim()}" in "${frame}" is too long`);
  }
  return problems;
}
