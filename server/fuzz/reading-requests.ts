import { MAX_READING_REQUEST_BYTES } from '@core/contract/reading';
import { type FuzzContext, type FuzzRequest, hostileQuery } from './fuzz-request';
import { type FuzzJson, writeJson } from './fuzz-json';
import { hostileText } from './hostile-text';
import { deeplyNested, hostileValue } from './hostile-values';
import { readingBody } from './reading-bodies';
import type { Random } from './seeded-random';

/**
 * `POST /api/readings` on the wire: a generated body (see reading-bodies.ts), sometimes spoiled
 * as bytes (invalid UTF-8, truncated, padded just past the size limit, UTF-16), with the content
 * types, origins and transfer encodings a browser, a script or another site would use.
 */

/** Byte sequences no UTF-8 decoder may accept: stray continuation, overlong, surrogate, past U+10FFFF. */
export const INVALID_UTF8 = [
  [0xff],
  [0xc3, 0x28],
  [0xc0, 0xaf],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0x80],
  [0xf0, 0x9f, 0x94],
].map((bytes) => Buffer.from(bytes));

/** Inserts invalid UTF-8 right after a random double quote, usually inside a string value. */
export function withInvalidUtf8(random: Random, text: string): Buffer {
  const quotes = [...text.matchAll(/"/g)].map((match) => match.index);
  const at = quotes.length > 0 ? random.pick(quotes) + 1 : 0;
  const encoded = Buffer.from(text, 'utf8');
  const byteAt = Buffer.byteLength(text.slice(0, at), 'utf8');
  return Buffer.concat([encoded.subarray(0, byteAt), random.pick(INVALID_UTF8), encoded.subarray(byteAt)]);
}

function encodeBody(random: Random, body: FuzzJson): { bytes: Buffer; how: string } {
  const text = writeJson(body);
  const how = random.weighted([
    [14, 'json'],
    [2, 'invalid-utf8'],
    [1, 'just-over-limit'],
    [1, 'at-limit'],
    [1, 'truncated'],
    [1, 'byte-order-mark'],
    [1, 'utf16'],
    [1, 'trailing-garbage'],
  ] as const);
  switch (how) {
    case 'json':
      return { how, bytes: Buffer.from(text, 'utf8') };
    case 'invalid-utf8':
      return { how, bytes: withInvalidUtf8(random, text) };
    case 'just-over-limit':
    case 'at-limit': {
      const target = MAX_READING_REQUEST_BYTES + (how === 'at-limit' ? 0 : random.int(1, 16));
      const bytes = Buffer.from(text, 'utf8');
      return { how, bytes: Buffer.concat([bytes, Buffer.alloc(Math.max(0, target - bytes.length), ' ')]) };
    }
    case 'truncated':
      return { how, bytes: Buffer.from(text, 'utf8').subarray(0, random.int(0, text.length - 1)) };
    case 'byte-order-mark':
      return { how, bytes: Buffer.from(`\ufeff${text}`, 'utf8') };
    case 'utf16':
      return { how, bytes: Buffer.from(text, 'utf16le') };
    case 'trailing-garbage':
      return { how, bytes: Buffer.from(`${text}${random.pick(['}', ',', ' x', '{}', '\u0000'])}`, 'utf8') };
  }
}

/** A whole body that is not a reading request at all. */
function strayBody(random: Random): { body: FuzzJson; label: string } {
  const kind = random.pick(['value', 'nested', 'empty', 'text'] as const);
  if (kind === 'nested') return { body: deeplyNested(random), label: 'deeply nested body' };
  if (kind === 'empty') return { body: random.pick<FuzzJson>(['', null, [], 0]), label: 'empty-ish body' };
  if (kind === 'text') return { body: hostileText(random, 400), label: 'a JSON string as body' };
  return { body: hostileValue(random), label: 'a stray value as body' };
}

const CONTENT_TYPES = [
  [60, 'application/json'],
  [3, 'application/json; charset=utf-8'],
  [1, 'APPLICATION/JSON'],
  [1, 'application/json; charset=utf-16'],
  [1, 'application/json, text/plain'],
  [1, 'text/plain'],
  [1, 'text/plain;charset=UTF-8'],
  [1, 'application/x-www-form-urlencoded'],
  [1, 'multipart/form-data; boundary=----x'],
  [1, 'application/json-patch+json'],
  [1, 'application/jsonx'],
  [1, ''],
  [1, 'none'],
] as const;

const ACCEPTS = [
  [4, 'none'],
  [4, 'application/json'],
  [2, 'text/event-stream'],
  [1, 'application/json, text/event-stream'],
  [1, '*/*'],
  [1, 'text/html'],
] as const;

/** The content types, accepts and callers (same origin, a script, another site) of a JSON POST. */
export function jsonPostHeaders(random: Random, context: FuzzContext): Record<string, string> {
  const headers: Record<string, string> = {};
  const contentType = random.weighted(CONTENT_TYPES);
  if (contentType !== 'none') headers['content-type'] = contentType;
  const accept = random.weighted(ACCEPTS);
  if (accept !== 'none') headers.accept = accept;
  const caller = random.weighted([
    [8, 'program'],
    [6, 'same-origin'],
    [1, 'cross-site'],
    [1, 'foreign-origin'],
    [1, 'null-origin'],
    [1, 'odd'],
  ] as const);
  if (caller === 'same-origin') {
    headers.origin = context.origin;
    headers['sec-fetch-site'] = 'same-origin';
  } else if (caller === 'cross-site') {
    headers.origin = 'https://evil.example';
    headers['sec-fetch-site'] = 'cross-site';
  } else if (caller === 'foreign-origin') {
    headers.origin = 'https://evil.example';
  } else if (caller === 'null-origin') {
    headers.origin = 'null';
  } else if (caller === 'odd') {
    headers.origin = random.pick([
      '::::',
      'http://',
      `${context.origin}.evil.example`,
      context.origin.toUpperCase(),
    ]);
    headers['sec-fetch-site'] = random.pick(['same-site', 'none', 'SAME-ORIGIN', 'bogus']);
  }
  return headers;
}

export function readingRequest(random: Random, context: FuzzContext): FuzzRequest {
  const { body, label } = random.chance(0.9) ? readingBody(random, context.today) : strayBody(random);
  const { bytes, how } = random.chance(0.03)
    ? { bytes: Buffer.alloc(0), how: 'no body' }
    : encodeBody(random, body);
  const chunks = random.chance(0.15) ? random.int(1, 5) : undefined;
  const path = random.chance(0.05)
    ? `/api/readings${hostileQuery(random, [['feature', 'horoscope']])}`
    : '/api/readings';
  return {
    label: `POST readings ${label} [${how}${chunks ? `, ${chunks} chunks` : ''}]`,
    method: 'POST',
    path,
    headers: jsonPostHeaders(random, context),
    body: bytes,
    ...(chunks === undefined ? {} : { chunks }),
  };
}
