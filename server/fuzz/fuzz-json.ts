/**
 * JSON as an attacker writes it, which `JSON.stringify` cannot: an object is a list of entries,
 * so a key may repeat and `__proto__` is an ordinary key rather than a prototype; a raw token is
 * written as is, so `1e309`, `-0`, `NaN` or a broken fragment reach the server verbatim.
 */
export type FuzzJson = null | boolean | number | string | RawToken | FuzzObject | readonly FuzzJson[];

export class RawToken {
  constructor(readonly text: string) {}
}

export class FuzzObject {
  constructor(readonly entries: readonly (readonly [key: string, value: FuzzJson])[]) {}

  /** The value of the first entry named `key`, as a plain object lookup would see it. */
  get(key: string): FuzzJson | undefined {
    return this.entries.find(([name]) => name === key)?.[1];
  }

  /** A copy with `key` replaced (or added at the end when absent). */
  with(key: string, value: FuzzJson): FuzzObject {
    if (!this.entries.some(([name]) => name === key)) return new FuzzObject([...this.entries, [key, value]]);
    return new FuzzObject(this.entries.map(([name, old]) => [name, name === key ? value : old] as const));
  }

  without(key: string): FuzzObject {
    return new FuzzObject(this.entries.filter(([name]) => name !== key));
  }
}

/** Plain data (as the fixtures are written) into the editable form above. */
export function fromPlain(value: unknown): FuzzJson {
  if (value === null || typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string')
    return value;
  if (Array.isArray(value)) return value.map(fromPlain);
  if (typeof value === 'object')
    return new FuzzObject(Object.entries(value).map(([key, item]) => [key, fromPlain(item)] as const));
  throw new Error(`fromPlain() takes JSON-shaped data, not a ${typeof value}.`);
}

export function writeJson(value: FuzzJson): string {
  if (value instanceof RawToken) return value.text;
  if (value instanceof FuzzObject)
    return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${writeJson(item)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(writeJson).join(',')}]`;
  // Lone surrogates come out as \uXXXX escapes: valid JSON that decodes to an invalid string.
  return JSON.stringify(value);
}
