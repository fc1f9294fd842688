interface Bucket<Ranks> {
  keys: string[];
  ranks: Ranks;
}

/**
 * Search keys grouped by their first character and by their first two characters, each group
 * in the order keys were added (population order), so a prefix query scans one small group and
 * can stop as soon as it has enough places. Keys are shared between the two groupings.
 */
export class KeyBuckets {
  private building = new Map<string, Bucket<number[]>>();
  private readonly buckets = new Map<string, Bucket<Uint32Array>>();

  /** Adds a key for the place of this rank; ranks must be added in ascending order. */
  add(key: string, rank: number): void {
    this.push(key.slice(0, 1), key, rank);
    if (key.length > 1) this.push(key.slice(0, 2), key, rank);
  }

  /** Ends building: packs the ranks and trims the arrays' spare capacity. */
  freeze(): void {
    for (const [head, bucket] of this.building) {
      this.buckets.set(head, { keys: bucket.keys.slice(), ranks: Uint32Array.from(bucket.ranks) });
    }
    this.building = new Map();
  }

  /** Ranks whose key starts with `prefix`, in ascending rank order; a rank may repeat. */
  *matches(prefix: string): Generator<number, void, undefined> {
    const bucket = this.buckets.get(prefix.slice(0, 2));
    if (!bucket) return;
    const { keys, ranks } = bucket;
    for (let position = 0; position < keys.length; position += 1) {
      if (keys[position]?.startsWith(prefix)) yield ranks[position] ?? 0;
    }
  }

  private push(head: string, key: string, rank: number): void {
    let bucket = this.building.get(head);
    if (!bucket) {
      bucket = { keys: [], ranks: [] };
      this.building.set(head, bucket);
    }
    bucket.keys.push(key);
    bucket.ranks.push(rank);
  }
}
