import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../compose/seeded-random';
import {
  type RandomIndex,
  cryptoRandomIndex,
  drawAngels,
  randomIndexFrom,
  randomIndexFromUnit,
} from './angel-draw';
import { shuffled } from '../../lib/shuffled';
import { angelSpreads, spreadList } from './angel-spreads';
import { angelList } from './angels';

const RUNS = 10_000;

describe('drawing angels for a spread', () => {
  it.each(spreadList.map((spread) => [spread.id, spread] as const))(
    '%s: 10,000 draws each give the spread’s count of distinct angels with its labels in order',
    (_, spread) => {
      const failures: string[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const drawn = drawAngels(spread);
        const ids = drawn.map(({ angel }) => angel.id);
        if (drawn.length !== spread.cardCount) failures.push(`run ${run}: ${drawn.length} cards`);
        if (new Set(ids).size !== ids.length) failures.push(`run ${run}: duplicate in ${ids.join(', ')}`);
        if (drawn.some(({ position }, index) => position !== spread.positions[index]))
          failures.push(`run ${run}: positions ${drawn.map(({ position }) => position).join(', ')}`);
        if (failures.length > 5) break;
      }
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );

  it('reaches every angel in every position of the seven heavens', () => {
    const seen = angelSpreads['seven-heavens'].positions.map(() => new Set<string>());
    for (let run = 0; run < 2_000; run += 1)
      drawAngels(angelSpreads['seven-heavens']).forEach(({ angel }, index) => seen[index]?.add(angel.id));
    for (const [index, ids] of seen.entries()) expect(ids.size, `position ${index}`).toBe(15);
  });

  it('follows the injected source: always the last index swaps nothing, so the deck order comes out', () => {
    const lastIndex: RandomIndex = (bound) => bound - 1;
    expect(drawAngels(angelSpreads.trinity, lastIndex).map(({ angel }) => angel.id)).toEqual([
      'michael',
      'gabriel',
      'raphael',
    ]);
  });

  it('is reproducible from a seeded source', () => {
    const draw = () =>
      drawAngels(angelSpreads.guidance, randomIndexFromUnit(seededRandom('angels|test'))).map(
        ({ angel }) => angel.id,
      );
    expect(draw()).toEqual(draw());
  });

  it('refuses a spread larger than the deck', () => {
    const huge = {
      ...angelSpreads.single,
      positions: Array.from({ length: 16 }, (_, index) => `Card ${index}`),
    };
    expect(() => drawAngels(huge)).toThrow(/needs 16 cards but the deck holds 15/);
  });

  it('puts each angel first about equally often (Fisher–Yates with a uniform source)', () => {
    const counts = new Map<string, number>();
    const random = randomIndexFromUnit(seededRandom('angels|uniform'));
    const draws = 30_000;
    for (let run = 0; run < draws; run += 1) {
      const [first] = drawAngels(angelSpreads.single, random);
      if (first) counts.set(first.angel.id, (counts.get(first.angel.id) ?? 0) + 1);
    }
    const expected = draws / angelList.length;
    // Chi-square with 14 degrees of freedom: 36.1 is the 0.1 % tail, far above a fair deck.
    const chiSquare = angelList.reduce(
      (sum, angel) => sum + ((counts.get(angel.id) ?? 0) - expected) ** 2 / expected,
      0,
    );
    expect(chiSquare).toBeLessThan(36.1);
  });
});

describe('shuffled', () => {
  it('gives all six orders of three items about equally often', () => {
    const counts = new Map<string, number>();
    const random = randomIndexFromUnit(seededRandom('angels|orders'));
    for (let run = 0; run < 12_000; run += 1) {
      const order = shuffled(['a', 'b', 'c'], random).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const [order, count] of counts) expect(Math.abs(count - 2_000), order).toBeLessThan(200);
  });

  it('leaves its input untouched and keeps every item', () => {
    const deck = ['a', 'b', 'c', 'd'] as const;
    const result = shuffled(deck, cryptoRandomIndex);
    expect(deck).toEqual(['a', 'b', 'c', 'd']);
    expect([...result].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('random indices from 32-bit words', () => {
  /** A word source that hands out the given words in turn. */
  const wordsOf = (values: number[]) => {
    const queue = [...values];
    let calls = 0;
    return {
      fill: (words: Uint32Array) => {
        calls += 1;
        const next = queue.shift();
        if (next === undefined) throw new Error('the test ran out of words');
        words[0] = next;
      },
      calls: () => calls,
    };
  };

  it('throws back words in the incomplete last block, so small indices are not favoured', () => {
    // 2^32 = 3 × 1431655765 + 1: the single word 4294967295 would map to index 0 a fourth time.
    const source = wordsOf([4_294_967_295, 7]);
    expect(randomIndexFrom(source.fill)(3)).toBe(1);
    expect(source.calls()).toBe(2);
  });

  it('keeps a word below the limit at the first try', () => {
    const source = wordsOf([4_294_967_294]);
    expect(randomIndexFrom(source.fill)(3)).toBe(4_294_967_294 % 3);
    expect(source.calls()).toBe(1);
  });

  it('rejects bounds that are not whole numbers from 1 to 2^32', () => {
    const index = randomIndexFrom(() => undefined);
    for (const bound of [0, -1, 1.5, Number.NaN, 2 ** 32 + 1])
      expect(() => index(bound), String(bound)).toThrow(RangeError);
  });

  it('stays in range with the crypto source', () => {
    for (let run = 0; run < 1_000; run += 1) {
      const value = cryptoRandomIndex(15);
      expect(Number.isInteger(value) && value >= 0 && value < 15, String(value)).toBe(true);
    }
  });

  it('adapts a [0, 1) generator without reaching the bound', () => {
    expect(randomIndexFromUnit(() => 0.999_999_999_9)(15)).toBe(14);
    expect(randomIndexFromUnit(() => 0)(15)).toBe(0);
  });
});
