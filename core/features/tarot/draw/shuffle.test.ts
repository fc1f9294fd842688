import { describe, expect, it } from 'vitest';
import { shuffled } from '../../../lib/shuffled';
import { type RandomSource, cryptoRandomSource, indexFrom, uniformIndex } from './random-source';

/** Pearson's chi-square statistic of observed counts against equal expectations. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/**
 * Upper critical values of chi-square at p = 0.0001, so an honest shuffle fails about once in
 * ten thousand runs: 23 degrees of freedom (4! orders) and 21 (22 cards in one slot).
 */
const CRITICAL_23 = 56.4;
const CRITICAL_21 = 52.4;

const permutationCounts = (shuffle: (items: number[]) => number[], rounds: number) => {
  const counts = new Map<string, number>();
  for (let round = 0; round < rounds; round += 1) {
    const key = shuffle([0, 1, 2, 3]).join('');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};

describe('uniformIndex', () => {
  it('throws away values from the incomplete last block instead of folding them (no modulo bias)', () => {
    // 2^32 = 3 * 1431655765 + 1, so 4294967295 is the single value that would favour 0.
    const values = [4_294_967_295, 7];
    const source: RandomSource = () => values.shift() ?? 0;
    expect(uniformIndex(3, source)).toBe(1);
    expect(values).toEqual([]);
  });

  it('refuses a bound it cannot serve', () => {
    expect(() => uniformIndex(0, cryptoRandomSource())).toThrow(RangeError);
    expect(() => uniformIndex(2.5, cryptoRandomSource())).toThrow(RangeError);
  });
});

describe('shuffled (Fisher–Yates)', () => {
  it('keeps every card exactly once and leaves the input alone', () => {
    const deck = Array.from({ length: 22 }, (_, index) => index);
    const result = shuffled(deck, indexFrom(cryptoRandomSource()));
    expect([...result].sort((a, b) => a - b)).toEqual(deck);
    expect(deck[0]).toBe(0);
  });

  it('makes all 24 orders of four cards equally likely (chi-square over 48,000 shuffles)', () => {
    const random = cryptoRandomSource();
    const counts = permutationCounts((items) => shuffled(items, indexFrom(random)), 48_000);
    expect(counts.size).toBe(24);
    expect(chiSquare([...counts.values()])).toBeLessThan(CRITICAL_23);
  });

  it('puts each of the 22 majors in the first slot equally often (chi-square over 44,000 shuffles)', () => {
    const random = cryptoRandomSource();
    const deck = Array.from({ length: 22 }, (_, index) => index);
    const counts = new Array<number>(22).fill(0);
    for (let round = 0; round < 44_000; round += 1) {
      const first = shuffled(deck, indexFrom(random))[0] ?? 0;
      counts[first] = (counts[first] ?? 0) + 1;
    }
    expect(chiSquare(counts)).toBeLessThan(CRITICAL_21);
  });

  it('would catch the classic biased shuffle that swaps with any slot', () => {
    const random = cryptoRandomSource();
    const naive = (items: number[]) => {
      const result = [...items];
      for (let index = 0; index < result.length; index += 1) {
        const other = uniformIndex(result.length, random);
        [result[index], result[other]] = [result[other] as number, result[index] as number];
      }
      return result;
    };
    expect(chiSquare([...permutationCounts(naive, 48_000).values()])).toBeGreaterThan(CRITICAL_23);
  });
});
