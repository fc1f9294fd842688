import { hostileText } from './hostile-text';
import { PROTOTYPE_KEYS } from './hostile-values';
import type { Random } from './seeded-random';

/** One generated request, exactly as it goes on the wire. */
export interface FuzzRequest {
  /** Which generator made it and how, so a failure report says what was being tried. */
  label: string;
  method: string;
  /** The request target as sent: never normalised, so `/../` and broken escapes reach the server. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Send the body as this many chunks (Transfer-Encoding: chunked) instead of with a length. */
  chunks?: number;
  /** The request line or Host is malformed: the HTTP adapter may refuse it with an empty 400. */
  malformedTarget?: boolean;
}

/** Where the generated requests go: the origin of the server under test, for same-origin headers. */
export interface FuzzContext {
  origin: string;
  /** The server's "today" (YYYY-MM-DD), so some readings carry an acceptable date. */
  today: string;
}

/**
 * Percent-encodes every byte but the unreserved ones. Lone surrogates, which UTF-8 cannot
 * carry, are written as their three WTF-8 bytes: a valid escape of invalid UTF-8.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const nextUnit = text.charCodeAt(index + 1);
    if (isHigh && nextUnit >= 0xdc00 && nextUnit <= 0xdfff) {
      encoded += bytesEscaped(Buffer.from(text.slice(index, index + 2), 'utf8'));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += bytesEscaped(
        Buffer.from([0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]),
      );
    } else if (/[A-Za-z0-9\-._~]/.test(text[index] ?? '')) {
      encoded += text[index];
    } else {
      encoded += bytesEscaped(Buffer.from(text[index] ?? '', 'utf8'));
    }
  }
  return encoded;
}

const bytesEscaped = (bytes: Buffer) =>
  [...bytes].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/** Escapes that are broken (`%`, `%zz`), forbidden (`%00`) or decode to invalid UTF-8 (`%ff`). */
export const BROKEN_ESCAPES = ['%', '%z', '%zz', '%ff', '%c0%af', '%ed%a0%80', '%00', '%2', '%%', '%u0041'];

/**
 * A query string from name/value pairs, then spoiled as a hand-written URL might be: a name
 * repeated (`?days=1&days=2`), array and object syntax, a bare name, prototype names, broken
 * escapes, stray separators.
 */
export function hostileQuery(random: Random, pairs: readonly (readonly [string, string])[]): string {
  const parts = pairs.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`);
  const spoils = random.int(0, 3);
  for (let spoil = 0; spoil < spoils; spoil += 1) {
    const [name = 'x', value = ''] = random.pick(pairs.length > 0 ? pairs : [['x', '1'] as const]);
    const part = random.weighted<string>([
      [3, `${percentEncode(name)}=${percentEncode(hostileText(random, 60))}`],
      [2, `${percentEncode(name)}=${percentEncode(value)}`],
      [2, `${percentEncode(name)}[]=${percentEncode(value)}`],
      [1, `${percentEncode(name)}[0]=${percentEncode(value)}&${percentEncode(name)}[1]=2`],
      [1, `${percentEncode(name)}[a][b]=${percentEncode(value)}`],
      [1, percentEncode(name)],
      [1, `${random.pick(PROTOTYPE_KEYS)}=1`],
      [1, 'constructor[prototype][polluted]=1'],
      [1, `__proto__[polluted]=1`],
      [2, `${percentEncode(name)}=${random.pick(BROKEN_ESCAPES)}`],
      [1, `${random.pick(BROKEN_ESCAPES)}=${percentEncode(value)}`],
      [1, ''],
    ]);
    parts.splice(random.int(0, parts.length), 0, part);
  }
  const separator = random.weighted([
    [8, '&'],
    [1, '&&'],
    [1, ';'],
  ] as const);
  const query = parts.join(separator);
  return query === '' && random.chance(0.5) ? '' : `?${query}`;
}
