/**
 * Search keys in the order they were added (population order), stored as bytes: one UTF-8 text
 * with a newline before every key, plus where each key starts and the rank it names. Keys are
 * grouped by their first byte, so a prefix query scans one group with Buffer's native search
 * for "\n" + prefix rather than comparing keys one by one, and two hundred thousand places
 * cost a few megabytes instead of a few hundred thousand JavaScript strings.
 */
export interface KeyListData {
  /** "\n" + key for every entry, entries grouped by first byte, each group in insertion order. */
  text: Uint8Array;
  /** Where entry i's newline is in `text`; one extra value holds the text's length. */
  keyStarts: Uint32Array;
  /** The rank (place) each entry names. */
  ranks: Uint32Array;
  /** Entries of first byte b are [groupStarts[b], groupStarts[b + 1]). */
  groupStarts: Uint32Array;
}

const NEWLINE = 0x0a;
const GROUPS = 256;

/** Collects keys while the index is built; `build` lays them out as `KeyListData`. */
export class KeyListBuilder {
  private readonly keys: string[] = [];
  private readonly ranks: number[] = [];

  /** Adds a key for the place of this rank; ranks must be added in ascending order. */
  add(key: string, rank: number): void {
    this.keys.push(key);
    this.ranks.push(rank);
  }

  build(): KeyListData {
    const encoded = this.keys.map((key) => Buffer.from(key, 'utf8'));
    const groupStarts = new Uint32Array(GROUPS + 1);
    for (const bytes of encoded)
      groupStarts[(bytes[0] ?? 0) + 1] = (groupStarts[(bytes[0] ?? 0) + 1] ?? 0) + 1;
    for (let group = 1; group <= GROUPS; group += 1)
      groupStarts[group] = (groupStarts[group] ?? 0) + (groupStarts[group - 1] ?? 0);
    // A stable counting sort by first byte keeps each group in insertion (rank) order.
    const slots = Uint32Array.from(groupStarts.subarray(0, GROUPS));
    const order = new Uint32Array(encoded.length);
    encoded.forEach((bytes, entry) => {
      const group = bytes[0] ?? 0;
      order[slots[group] ?? 0] = entry;
      slots[group] = (slots[group] ?? 0) + 1;
    });
    const textLength = encoded.reduce((sum, bytes) => sum + 1 + bytes.length, 0);
    const text = new Uint8Array(textLength);
    const keyStarts = new Uint32Array(encoded.length + 1);
    const ranks = new Uint32Array(encoded.length);
    let offset = 0;
    order.forEach((entry, position) => {
      const bytes = encoded[entry] ?? new Uint8Array(0);
      keyStarts[position] = offset;
      text[offset] = NEWLINE;
      text.set(bytes, offset + 1);
      offset += 1 + bytes.length;
      ranks[position] = this.ranks[entry] ?? 0;
    });
    keyStarts[encoded.length] = offset;
    return { text, keyStarts, ranks, groupStarts };
  }
}

/** Reads a `KeyListData`: the ranks whose key starts with a prefix, in insertion order. */
export class KeyList {
  private readonly text: Buffer;

  constructor(private readonly data: KeyListData) {
    this.text = Buffer.from(data.text.buffer, data.text.byteOffset, data.text.byteLength);
  }

  /**
   * Ranks whose key starts with `prefix` (a non-empty search key), in insertion order; a rank
   * may repeat. A newline never occurs inside a search key, so "\n" + prefix can only match at
   * the start of a key and never runs on into the next one.
   */
  *matches(prefix: string): Generator<number, void, undefined> {
    const needle = Buffer.from(`\n${prefix}`, 'utf8');
    const group = needle[1] ?? 0;
    const { keyStarts, ranks, groupStarts } = this.data;
    const firstEntry = groupStarts[group] ?? 0;
    const endEntry = groupStarts[group + 1] ?? 0;
    const groupText = this.text.subarray(keyStarts[firstEntry] ?? 0, keyStarts[endEntry] ?? 0);
    const base = keyStarts[firstEntry] ?? 0;
    let entry = firstEntry;
    for (let found = groupText.indexOf(needle); found !== -1; found = groupText.indexOf(needle, found + 1)) {
      entry = entryAt(keyStarts, base + found, entry, endEntry);
      yield ranks[entry] ?? 0;
    }
  }
}

/** The entry whose key starts at `position`, searched in [low, high): matches come in order. */
function entryAt(keyStarts: Uint32Array, position: number, low: number, high: number): number {
  let lower = low;
  let upper = high - 1;
  while (lower < upper) {
    const middle = (lower + upper + 1) >>> 1;
    if ((keyStarts[middle] ?? 0) <= position) lower = middle;
    else upper = middle - 1;
  }
  return lower;
}
