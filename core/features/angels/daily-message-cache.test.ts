import { describe, expect, it } from 'vitest';
import type { DailyAngelicMessage } from './daily-angelic-message';
import {
  ANGELIC_CACHE_PREFIX,
  DAILY_MESSAGE_LIFETIME_MS,
  cachedRecord,
  dailyMessageCacheKey,
  isAngelicCacheKey,
  isExpired,
  keysToSweep,
  readDailyMessage,
} from './daily-message-cache';

const NOW = Date.UTC(2026, 4, 1, 9, 0, 0);
const HOUR = 60 * 60 * 1000;

const message: DailyAngelicMessage = {
  angel: 'guardian',
  message: 'I am here with you this morning.',
  guidance: 'Take one slow breath before the first task.',
  blessing: 'May the day be gentle with you.',
  timestamp: NOW,
};

const stored = (data: unknown, at = NOW) => JSON.stringify({ ...cachedRecord(data, at) });

describe('the daily message cache key', () => {
  it('is the prefix, daily_angelic_, the sign and the date', () => {
    expect(dailyMessageCacheKey('leo', '2026-05-01')).toBe('angelic_guidance_daily_angelic_leo_2026-05-01');
    expect(ANGELIC_CACHE_PREFIX).toBe('angelic_guidance_');
  });

  it('says universal when no sign is chosen', () => {
    expect(dailyMessageCacheKey(undefined, '2026-05-01')).toBe(
      'angelic_guidance_daily_angelic_universal_2026-05-01',
    );
  });

  it('differs by sign and by day', () => {
    const keys = new Set([
      dailyMessageCacheKey('leo', '2026-05-01'),
      dailyMessageCacheKey('virgo', '2026-05-01'),
      dailyMessageCacheKey('leo', '2026-05-02'),
      dailyMessageCacheKey(undefined, '2026-05-01'),
    ]);
    expect(keys.size).toBe(4);
  });

  it('is recognised as the cache’s own, and other keys are not', () => {
    expect(isAngelicCacheKey(dailyMessageCacheKey('leo', '2026-05-01'))).toBe(true);
    expect(isAngelicCacheKey('cosmic-guide.profile')).toBe(false);
    expect(isAngelicCacheKey('xangelic_guidance_daily')).toBe(false);
  });
});

describe('the cached record and its expiry', () => {
  it('lives for two hours from when it is written', () => {
    expect(DAILY_MESSAGE_LIFETIME_MS).toBe(2 * HOUR);
    expect(cachedRecord(message, NOW)).toEqual({ data: message, timestamp: NOW, expiresAt: NOW + 2 * HOUR });
  });

  it('is fresh until the last millisecond and expired from the end of its lifetime', () => {
    const record = cachedRecord(message, NOW);
    expect(isExpired(record, NOW)).toBe(false);
    expect(isExpired(record, NOW + 2 * HOUR - 1)).toBe(false);
    expect(isExpired(record, NOW + 2 * HOUR)).toBe(true);
    expect(isExpired(record, NOW + 3 * HOUR)).toBe(true);
  });
});

describe('reading a stored daily message', () => {
  it('finds nothing when nothing is stored', () => {
    expect(readDailyMessage(null, NOW)).toEqual({ status: 'missing' });
  });

  it('returns the message while it is fresh', () => {
    expect(readDailyMessage(stored(message), NOW + HOUR)).toEqual({ status: 'fresh', message });
  });

  it('reports an old entry as expired, so the caller removes it', () => {
    expect(readDailyMessage(stored(message), NOW + 2 * HOUR)).toEqual({ status: 'expired' });
  });

  it.each([
    ['not JSON', '{"data":'],
    ['JSON but not a record', '"hello"'],
    ['a record without expiry', JSON.stringify({ data: message, timestamp: NOW })],
    ['an unknown angel', stored({ ...message, angel: 'ariel' })],
    ['an empty message', stored({ ...message, message: '' })],
    ['a text expiry', JSON.stringify({ data: message, timestamp: NOW, expiresAt: 'tomorrow' })],
  ])('reports %s as corrupt', (_, text) => {
    expect(readDailyMessage(text, NOW)).toEqual({ status: 'corrupt' });
  });
});

describe('the start-up sweep', () => {
  it('removes expired and corrupt entries of the cache and nothing else', () => {
    const entries: [string, string | null][] = [
      [dailyMessageCacheKey('leo', '2026-05-01'), stored(message)],
      [dailyMessageCacheKey('leo', '2026-04-30'), stored(message, NOW - 3 * HOUR)],
      [dailyMessageCacheKey('virgo', '2026-05-01'), 'not json at all'],
      ['cosmic-guide.profile', 'not json at all'],
      ['another-app.cache', stored(message, NOW - 3 * HOUR)],
    ];
    expect(keysToSweep(entries, NOW)).toEqual([
      dailyMessageCacheKey('leo', '2026-04-30'),
      dailyMessageCacheKey('virgo', '2026-05-01'),
    ]);
  });

  it('keeps everything when every entry is fresh', () => {
    expect(
      keysToSweep([[dailyMessageCacheKey(undefined, '2026-05-01'), stored(message)]], NOW + HOUR),
    ).toEqual([]);
  });
});
