import { describe, expect, it } from 'vitest';
import { dailyMessageCacheKey } from '@core/features/angels/daily-message-cache';
import { JOURNAL_STORAGE_KEY } from '@/features/dream-journal/journal-store';
import { PAST_DRAWS_STORAGE_KEY } from '@/features/tarot/past-draws-store';
import { READING_ON_OPEN_PAGES, READING_PAGES, STORAGE_KEYS, storageRowOf } from '@/lib/privacy/storage-keys';
import { PROFILE_STORAGE_KEY, SOUND_STORAGE_KEY } from '@/lib/profile/profile-store';
import { PATHS } from './paths';

const APP_PATHS: readonly string[] = Object.values(PATHS);

describe('the storage-key table against the app', () => {
  it('names the keys the stores really use', () => {
    const keys = STORAGE_KEYS.map((row) => row.key);
    for (const key of [PROFILE_STORAGE_KEY, SOUND_STORAGE_KEY, JOURNAL_STORAGE_KEY, PAST_DRAWS_STORAGE_KEY]) {
      expect(keys).toContain(key);
    }
    const angels = storageRowOf(dailyMessageCacheKey('leo', '2026-11-24'));
    expect(angels?.key).toBe('angelic_guidance_daily_angelic_{sign}_{date}');
    expect(storageRowOf(dailyMessageCacheKey(undefined, '2026-11-24'))).toBe(angels);
  });

  it('names only pages that exist', () => {
    const pages = [
      ...READING_PAGES,
      ...READING_ON_OPEN_PAGES,
      ...STORAGE_KEYS.flatMap((row) => [
        ...row.writtenOnOpen,
        ...row.writers.flatMap((writer) => (writer.pages === 'every page' ? [] : writer.pages)),
      ]),
    ];
    for (const page of pages) expect(APP_PATHS).toContain(page);
    expect(new Set(READING_PAGES).size).toBe(READING_PAGES.length);
  });
});
