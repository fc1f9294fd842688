import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedRecord, dailyMessageCacheKey } from '@core/features/angels/daily-message-cache';
import { cachedDailyMessage, storeDailyMessage, sweepDailyMessages } from './daily-message-store';

const message = {
  angel: 'haniel' as const,
  message: 'Rest.',
  guidance: 'Breathe.',
  blessing: 'May you sleep.',
  timestamp: 1_000,
};
const HOUR = 3_600_000;

describe('the daily message store', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('stores under the spec’s key and reads it back for two hours', () => {
    storeDailyMessage('leo', '2026-11-24', message);
    expect(localStorage.getItem('angelic_guidance_daily_angelic_leo_2026-11-24')).not.toBeNull();
    expect(cachedDailyMessage('leo', '2026-11-24', 1_000 + 2 * HOUR - 1)).toEqual(message);
    expect(cachedDailyMessage(undefined, '2026-11-24', 1_000)).toBeNull();
  });

  it('removes an expired entry when it is read', () => {
    storeDailyMessage('leo', '2026-11-24', message);
    expect(cachedDailyMessage('leo', '2026-11-24', 1_000 + 2 * HOUR)).toBeNull();
    expect(localStorage.getItem(dailyMessageCacheKey('leo', '2026-11-24'))).toBeNull();
  });

  it('sweeps expired and corrupt angelic entries at start and leaves the rest', () => {
    localStorage.setItem(
      dailyMessageCacheKey('aries', '2026-11-23'),
      JSON.stringify(cachedRecord(message, 0)),
    );
    localStorage.setItem(dailyMessageCacheKey('libra', '2026-11-24'), '{not json');
    localStorage.setItem(
      dailyMessageCacheKey('leo', '2026-11-24'),
      JSON.stringify(cachedRecord(message, 10 * HOUR)),
    );
    localStorage.setItem('cosmic-guide:profile', '{}');
    sweepDailyMessages(11 * HOUR);
    expect(Object.keys(localStorage).sort()).toEqual([
      dailyMessageCacheKey('leo', '2026-11-24'),
      'cosmic-guide:profile',
    ]);
  });

  it('warns and carries on when storage refuses a write', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    expect(() => storeDailyMessage('leo', '2026-11-24', message)).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });
});
