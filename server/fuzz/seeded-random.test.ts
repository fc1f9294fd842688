import { describe, expect, it } from 'vitest';
import { createRandom, randomFor, seedFrom } from './seeded-random';

const draws = (seed: number, count = 20) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('createRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    expect(draws(42)).toEqual(draws(42));
    expect(draws(42)).not.toEqual(draws(43));
  });

  it('keeps int() within both bounds and reaches each of them', () => {
    const random = createRandom(7);
    const seen = new Set(Array.from({ length: 2_000 }, () => random.int(-2, 3)));
    expect([...seen].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3]);
  });

  it('picks by weight, roughly in proportion', () => {
    const random = createRandom(9);
    const picks = Array.from({ length: 4_000 }, () =>
      random.weighted([
        [3, 'often'],
        [1, 'rarely'],
      ] as const),
    );
    const often = picks.filter((pick) => pick === 'often').length / picks.length;
    expect(often).toBeGreaterThan(0.7);
    expect(often).toBeLessThan(0.8);
  });

  it('refuses to pick from nothing', () => {
    expect(() => createRandom(1).pick([])).toThrow(/at least one/);
  });
});

describe('randomFor', () => {
  it('gives each request index its own stream, the same on every call', () => {
    expect(randomFor(5, 10).next()).toBe(randomFor(5, 10).next());
    const firsts = new Set(Array.from({ length: 100 }, (_, index) => randomFor(5, index).next()));
    expect(firsts.size).toBe(100);
  });
});

describe('seedFrom', () => {
  it('reads FUZZ_SEED, and draws a fresh seed when it is unset or blank', () => {
    expect(seedFrom('1234')).toBe(1234);
    expect(seedFrom(undefined, () => 77)).toBe(77);
    expect(seedFrom('  ', () => 78)).toBe(78);
  });

  it('stops on a seed that is not a 32-bit whole number', () => {
    for (const typo of ['12a', '-1', '1.5', '4294967296']) expect(() => seedFrom(typo)).toThrow(/FUZZ_SEED/);
  });
});
