import type { ReadingRequest } from '@core/features/reading-request';

/**
 * The key an offline-composed reading is kept under, for a request whose recipe gives it the
 * shared key `sharedKey` (so only readings that are the same for every visitor, never personal
 * ones, are stored). The offline composer writes for the exact request, while a provider key's
 * period may span several dates (a weekly horoscope is keyed by its Sunday), so the whole
 * request names the text. Shareable requests are a few enum fields and a date, so it is used as
 * it is: hashing it cost more than the rest of a cached answer's key work. A prefix of its own
 * keeps composed text apart from provider text in a store both kinds of server share.
 */
export const offlineCacheKey = (sharedKey: string, request: ReadingRequest): string =>
  `offline:${sharedKey}:${canonicalJson(request)}`;

/** JSON with object keys sorted, so two equal requests give one text whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
