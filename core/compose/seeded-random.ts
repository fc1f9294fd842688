/**
 * A tiny seeded pseudo-random generator for the offline composer: the same key always yields
 * the same sequence, so a reading for (sign, period, date) is stable across reloads, devices
 * and the server. Hand-written on purpose: xmur3 (string hash) feeding mulberry32 is a dozen
 * well-known lines, fast in every JS engine, and not worth a dependency. Not for security.
 */
export function seededRandom(key: string): () => number {
  // xmur3: folds the key into a 32-bit seed with good avalanche on short strings.
  let hash = 1779033703 ^ key.length;
  for (let index = 0; index < key.length; index += 1) {
    hash = Math.imul(hash ^ key.charCodeAt(index), 3432918353);
    hash = (hash << 13) | (hash >>> 19);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 2246822507);
  hash = Math.imul(hash ^ (hash >>> 13), 3266489909);
  let state = (hash ^ (hash >>> 16)) >>> 0;

  // mulberry32: a full-period 32-bit generator returning floats in [0, 1).
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** One item of a non-empty list, chosen by the generator. */
export function pickFrom<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.min(items.length - 1, Math.floor(random() * items.length))];
  if (item === undefined) throw new RangeError('pickFrom needs a non-empty list');
  return item;
}

/** `count` different items of a list (fewer if the list is shorter), in the generator's order. */
export function pickDistinct<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    const index = Math.min(pool.length - 1, Math.floor(random() * pool.length));
    chosen.push(...pool.splice(index, 1));
  }
  return chosen;
}
