import { describe, expect, it } from 'vitest';
import { pickDistinct, pickFrom, seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('repeats the same sequence for the same key and differs for another key', () => {
    const first = seededRandom('taurus|daily|2026-05-20');
    const again = seededRandom('taurus|daily|2026-05-20');
    const other = seededRandom('taurus|daily|2026-05-21');
    const take = (random: () => number) => Array.from({ length: 8 }, random);
    const sequence = take(first);
    expect(take(again)).toEqual(sequence);
    expect(take(other)).not.toEqual(sequence);
    for (const value of sequence) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('spreads values roughly evenly', () => {
    const random = seededRandom('spread');
    const buckets = Array.from({ length: 10 }, () => 0);
    for (let index = 0; index < 10_000; index += 1) {
      const bucket = Math.floor(random() * 10);
      buckets[bucket] = (buckets[bucket] ?? 0) + 1;
    }
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });

  it('picks from lists and never repeats inside pickDistinct', () => {
    const random = seededRandom('picks');
    expect(['a', 'b', 'c']).toContain(pickFrom(random, ['a', 'b', 'c']));
    expect(() => pickFrom(random, [])).toThrow(RangeError);
    const chosen = pickDistinct(random, [1, 2, 3, 4], 4);
    expect([...chosen].sort()).toEqual([1, 2, 3, 4]);
    expect(pickDistinct(random, [1, 2], 5)).toHaveLength(2);
  });
});
