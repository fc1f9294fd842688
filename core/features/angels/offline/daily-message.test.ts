import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../../../content/signs';
import { addDays } from '../../../time/calendar-date';
import { angelOfTheDay } from '../angel-of-the-day';
import { composeOfflineDailyMessage } from './daily-message';

describe('composeOfflineDailyMessage', () => {
  it('names the angel present today for the sign, not always the Guardian Angel', () => {
    const seen = new Set<string>();
    for (const sign of SIGN_IDS)
      for (let day = 0; day < 3; day += 1) {
        const date = addDays('2026-11-24', day);
        const message = composeOfflineDailyMessage({ sign, date, now: 0 });
        expect(message.angel, `${sign} ${date}`).toBe(angelOfTheDay(sign, date));
        seen.add(message.angel);
      }
    expect(seen.size).toBeGreaterThan(3);
  });

  it('addresses the angel’s gift to the sign, or to everyone without one', () => {
    expect(composeOfflineDailyMessage({ sign: 'leo', date: '2026-11-24', now: 0 }).message).toMatch(
      /brings Leo a gift today: [a-z]/,
    );
    expect(composeOfflineDailyMessage({ date: '2026-11-24', now: 0 }).message).toContain(
      'brings every soul who asks a gift today',
    );
  });
});
