import type { SignId } from '../../content/signs';
import { z } from '../../contract/zod-mini';
import type { IsoDate } from '../../time/calendar-date';
import { type DailyAngelicMessage, dailyAngelicMessageSchema } from './daily-angelic-message';

/**
 * The rules of the daily angelic message cache (tool spec §4, §9), kept pure so the page and
 * the service only do the storage calls: the key scheme, the record, the 2-hour expiry, what a
 * read finds and what the start-up sweep removes.
 */
export const ANGELIC_CACHE_PREFIX = 'angelic_guidance_';
export const DAILY_MESSAGE_LIFETIME_MS = 2 * 60 * 60 * 1000;

/**
 * `angelic_guidance_daily_angelic_{sign or universal}_{date}`. The sign is its id and the date
 * the visitor's local calendar date (YYYY-MM-DD), so a new day starts a new entry even inside
 * the two hours.
 */
export const dailyMessageCacheKey = (sign: SignId | undefined, date: IsoDate): string =>
  `${ANGELIC_CACHE_PREFIX}daily_angelic_${sign ?? 'universal'}_${date}`;

/** Whether a storage key belongs to this cache (the sweep leaves every other key alone). */
export const isAngelicCacheKey = (key: string): boolean => key.startsWith(ANGELIC_CACHE_PREFIX);

export interface CachedRecord<Data> {
  data: Data;
  /** When it was stored, ms since the epoch. */
  timestamp: number;
  expiresAt: number;
}

export const cachedRecord = <Data>(data: Data, now: number): CachedRecord<Data> => ({
  data,
  timestamp: now,
  expiresAt: now + DAILY_MESSAGE_LIFETIME_MS,
});

/** A record is expired from the moment its lifetime ends. */
export const isExpired = (record: Pick<CachedRecord<unknown>, 'expiresAt'>, now: number): boolean =>
  now >= record.expiresAt;

const storedNumber = z.number().check(z.int(), z.nonnegative());
const dailyRecordSchema = z.object({
  data: dailyAngelicMessageSchema,
  timestamp: storedNumber,
  expiresAt: storedNumber,
});

export type CacheRead =
  | { status: 'missing' }
  | { status: 'fresh'; message: DailyAngelicMessage }
  /** The caller removes the entry (spec §4: expired entries are removed when read). */
  | { status: 'expired' }
  /** Not JSON or not a daily message record: the caller removes it and asks for a new one. */
  | { status: 'corrupt' };

/** What a stored value (as `localStorage.getItem` returns it) holds at `now`. */
export function readDailyMessage(stored: string | null, now: number): CacheRead {
  if (stored === null) return { status: 'missing' };
  const record = parseRecord(stored);
  if (!record) return { status: 'corrupt' };
  return isExpired(record, now) ? { status: 'expired' } : { status: 'fresh', message: record.data };
}

function parseRecord(stored: string): CachedRecord<DailyAngelicMessage> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return undefined;
  }
  const result = dailyRecordSchema.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * The start-up sweep (spec §4): of the stored entries, the keys of this cache whose record has
 * expired or cannot be read. Entries of other stores are never touched.
 */
export function keysToSweep(entries: Iterable<readonly [string, string | null]>, now: number): string[] {
  const doomed: string[] = [];
  for (const [key, stored] of entries) {
    if (!isAngelicCacheKey(key)) continue;
    if (readDailyMessage(stored, now).status !== 'fresh') doomed.push(key);
  }
  return doomed;
}
