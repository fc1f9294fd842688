/**
 * A seeded pseudo-random source for the fuzz suite. Each generated request draws from its own
 * stream, derived from the run's seed and the request's index, so a failure replays exactly
 * (`FUZZ_SEED`) however the requests were interleaved on the wire.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** True with probability `probability`. */
  chance(probability: number): boolean;
  pick<Item>(items: readonly Item[]): Item;
  /** Picks by weight: `[[3, 'often'], [1, 'rarely']]`. */
  weighted<Item>(table: readonly (readonly [weight: number, item: Item])[]): Item;
}

/** mulberry32: tiny, fast and well spread over 32-bit seeds, which is all a fuzzer needs. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick(items) {
      if (items.length === 0) throw new Error('pick() needs at least one item to choose from.');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    weighted(table) {
      const total = table.reduce((sum, [weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [weight, item] of table) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = table.at(-1);
      if (!last) throw new Error('weighted() needs at least one row to choose from.');
      return last[1];
    },
  };
}

/** The stream of one request: a hash of (seed, index), so neighbouring indexes do not correlate. */
export function randomFor(seed: number, index: number): Random {
  let hash = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  hash = Math.imul(hash ^ (hash >>> 16), 0x7feb352d);
  hash = Math.imul(hash ^ (hash >>> 15), 0x846ca68b);
  return createRandom((hash ^ (hash >>> 16)) >>> 0);
}

/**
 * The run's seed: `FUZZ_SEED` when set (to replay a failure), otherwise a fresh one. A seed that
 * is not a whole number is a typo worth stopping on, not something to replace silently.
 */
export function seedFrom(value: string | undefined, fresh: () => number = freshSeed): number {
  if (value === undefined || value.trim() === '') return fresh();
  const seed = Number(value.trim());
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffff_ffff) {
    throw new Error(`FUZZ_SEED must be a whole number from 0 to 4294967295, not "${value}".`);
  }
  return seed;
}

const freshSeed = () => Math.floor(Math.random() * 0x1_0000_0000);
