import type { SignId } from '@core/content/signs';
import type { DailyAngelicMessage } from '@core/features/angels/daily-angelic-message';
import {
  cachedRecord,
  dailyMessageCacheKey,
  keysToSweep,
  readDailyMessage,
} from '@core/features/angels/daily-message-cache';
import type { IsoDate } from '@core/time/calendar-date';

/**
 * The browser side of the daily message cache (tool spec §4): the pure rules live in core;
 * this file does the storage calls. Storage that cannot be used (private mode, a full quota)
 * is logged as a warning and otherwise ignored, as spec §8 asks.
 */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch (error) {
    console.warn('Angelic cache: browser storage is unavailable', error);
    return null;
  }
}

/** The start-up sweep: expired and unreadable angelic entries go, everything else stays. */
export function sweepDailyMessages(now: number): void {
  const store = storage();
  if (!store) return;
  try {
    const entries: [string, string | null][] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key !== null) entries.push([key, store.getItem(key)]);
    }
    for (const key of keysToSweep(entries, now)) store.removeItem(key);
  } catch (error) {
    console.warn('Angelic cache: the sweep failed', error);
  }
}

/** A fresh cached message, or null; an expired or corrupt entry is removed on the way. */
export function cachedDailyMessage(
  sign: SignId | undefined,
  date: IsoDate,
  now: number,
): DailyAngelicMessage | null {
  const store = storage();
  if (!store) return null;
  const key = dailyMessageCacheKey(sign, date);
  try {
    const found = readDailyMessage(store.getItem(key), now);
    if (found.status === 'fresh') return found.message;
    if (found.status !== 'missing') store.removeItem(key);
  } catch (error) {
    console.warn('Angelic cache: could not read the daily message', error);
  }
  return null;
}

export function storeDailyMessage(
  sign: SignId | undefined,
  date: IsoDate,
  message: DailyAngelicMessage,
): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(dailyMessageCacheKey(sign, date), JSON.stringify(cachedRecord(message, message.timestamp)));
  } catch (error) {
    console.warn('Angelic cache: could not store the daily message', error);
  }
}
