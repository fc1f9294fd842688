import { createHash } from 'node:crypto';
import type { ReadingRequest } from '@core/features/reading-request';

/**
 * The key an offline-composed reading is kept under, for a request whose recipe gives it the
 * shared key `sharedKey` (so only readings that are the same for every visitor, never personal
 * ones, are stored). The offline composer writes for the exact request, while a provider key's
 * period may span several dates (a weekly horoscope is keyed by its Sunday), so the request's
 * digest names the text; the shared key in front keeps the date readable in the store, and a
 * prefix of its own keeps composed text apart from provider text in a store both servers share.
 */
export function offlineCacheKey(sharedKey: string, request: ReadingRequest): string {
  const digest = createHash('sha256').update(canonicalJson(request)).digest('base64url').slice(0, 22);
  return `offline:${sharedKey}:${digest}`;
}

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
