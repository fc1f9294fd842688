import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../../../content/signs';
import { dailyAngelicMessageSchema } from '../daily-angelic-message';
import { composeFallbackDailyMessage } from './daily-message-fallback';
import { guardianBlessings, guardianGuidance, guardianMessages } from '../bank/daily-message-lines';

const NOW = Date.UTC(2026, 4, 1, 8, 30);

describe('the built-in daily message', () => {
  it('comes from the Guardian Angel for every sign and for no sign, stamped with the time', () => {
    for (const sign of [...SIGN_IDS, undefined]) {
      const message = composeFallbackDailyMessage({ sign, date: '2026-05-01', now: NOW });
      expect(message.angel, sign).toBe('guardian');
      expect(message.timestamp, sign).toBe(NOW);
      expect(dailyAngelicMessageSchema.safeParse(message).success, sign).toBe(true);
      expect(guardianMessages, sign).toContain(message.message);
      expect(guardianGuidance, sign).toContain(message.guidance);
      expect(guardianBlessings, sign).toContain(message.blessing);
    }
  });

  it('greets by name without losing the line', () => {
    const plain = composeFallbackDailyMessage({ sign: 'leo', date: '2026-05-01', now: NOW });
    const named = composeFallbackDailyMessage({ sign: 'leo', name: ' Ana ', date: '2026-05-01', now: NOW });
    expect(named.message.startsWith('Dear Ana, ')).toBe(true);
    expect(named.message.slice('Dear Ana, '.length).toLowerCase()).toBe(plain.message.toLowerCase());
    expect(named.guidance).toBe(plain.guidance);
  });

  it('keeps the pronoun I capital after the greeting', () => {
    const withI = SIGN_IDS.flatMap((sign) =>
      Array.from({ length: 14 }, (_, day) =>
        composeFallbackDailyMessage({
          sign,
          name: 'Ana',
          date: `2026-06-${String(day + 1).padStart(2, '0')}`,
          now: NOW,
        }),
      ),
    ).filter((message) => message.message.startsWith('Dear Ana, I '));
    expect(withI.length).toBeGreaterThan(0);
  });

  it('is the same for the same sign and day, and changes with the day', () => {
    const request = { sign: 'pisces' as const, date: '2026-05-01', now: NOW };
    expect(composeFallbackDailyMessage(request)).toEqual(composeFallbackDailyMessage(request));
    expect(composeFallbackDailyMessage({ ...request, date: '2026-05-02' }).message).not.toBe(
      composeFallbackDailyMessage(request).message,
    );
  });

  it('holds fourteen distinct lines in each pool, more than the thirteen readers', () => {
    for (const pool of [guardianMessages, guardianGuidance, guardianBlessings]) {
      expect(pool).toHaveLength(14);
      expect(new Set(pool).size).toBe(14);
    }
  });
});
