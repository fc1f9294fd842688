import { describe, expect, it } from 'vitest';
import type { ReadingRequest } from '@core/features/reading-request';
import { composeLocally } from './compose-locally';

const chat = (message: string): ReadingRequest => ({
  feature: 'chat',
  personaId: 'celestia',
  message,
  history: [],
  date: '2026-11-24',
  profile: { sign: 'leo', totalReadings: 0 },
});

// The first reading loads the whole offline composer through Vite, which takes longer than
// Vitest's default 5 s when both cores are busy; nothing here waits on a clock.
describe('composeLocally', { timeout: 30_000 }, () => {
  it('marks the chat’s help reply to a crisis, as the server does', async () => {
    const help = await composeLocally(chat('I want to end my life'));
    expect(help).toMatchObject({ source: 'offline', interrupted: false, crisis: true });
    expect(help.text).toContain('findahelpline.com');
  });

  it('leaves every other reading unmarked', async () => {
    const reply = await composeLocally(chat('Will I find love this month?'));
    expect(reply.source).toBe('offline');
    expect(reply).not.toHaveProperty('crisis');
    const horoscope = await composeLocally({
      feature: 'horoscope',
      sign: 'leo',
      period: 'daily',
      date: '2026-11-24',
    });
    expect(horoscope).not.toHaveProperty('crisis');
  });
});
