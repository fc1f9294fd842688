import type { RandomIndex } from '../../../lib/shuffled';

/**
 * Where a draw's randomness comes from: 32-bit unsigned integers. The page and the tests use
 * `cryptoRandomSource` (the platform's CSPRNG, in browsers and Node alike); the quality samples
 * pass a seeded source so their draws are the same on every run.
 */
export type RandomSource = () => number;

const UINT32_RANGE = 2 ** 32;
const BATCH = 64;

/** Unsigned 32-bit values from `crypto.getRandomValues`, fetched a batch at a time. */
export function cryptoRandomSource(): RandomSource {
  const buffer = new Uint32Array(BATCH);
  let next = BATCH;
  return () => {
    if (next === BATCH) {
      globalThis.crypto.getRandomValues(buffer);
      next = 0;
    }
    const value = buffer[next] ?? 0;
    next += 1;
    return value;
  };
}

/**
 * A whole number in [0, bound) with every value equally likely. `value % bound` alone would
 * favour the low numbers whenever 2³² is not a multiple of `bound`, so values from the
 * incomplete last block are thrown away and drawn again (rejection sampling).
 */
export function uniformIndex(bound: number, random: RandomSource): number {
  if (!Number.isInteger(bound) || bound < 1 || bound > UINT32_RANGE) {
    throw new RangeError(`uniformIndex needs a whole bound from 1 to 2^32, got ${bound}`);
  }
  const limit = UINT32_RANGE - (UINT32_RANGE % bound);
  for (;;) {
    const value = random();
    if (value < limit) return value % bound;
  }
}

/** The source as uniform indices, for `shuffled` (core/lib/shuffled.ts). */
export const indexFrom =
  (random: RandomSource): RandomIndex =>
  (bound) =>
    uniformIndex(bound, random);

/** True with the given probability, to 32-bit precision. */
export function chance(probability: number, random: RandomSource): boolean {
  return random() < Math.round(probability * UINT32_RANGE);
}
