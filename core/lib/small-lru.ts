/**
 * A map that keeps at most `max` entries, dropping the least recently used: for the memo caches
 * in core/ that also run in the browser (time zones, sky scans, eclipses).
 *
 * Hand-written rather than the lru-cache package, which the server keeps using: in the browser
 * it was about 5 KB (brotli) on every page with a birth form, against issue 12's first-visit
 * budget, and these caches need only `get` and `set`. A Map iterates in insertion order, so
 * moving an entry to the end on every hit and evicting the first key is an exact LRU.
 */
export class SmallLru<Key, Value> {
  readonly #entries = new Map<Key, Value>();
  readonly #max: number;

  constructor(max: number) {
    if (!Number.isInteger(max) || max < 1)
      throw new RangeError(`A cache must hold at least one entry, not ${max}`);
    this.#max = max;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: Key): Value | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as Value;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: Key, value: Value): this {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    return this;
  }
}
