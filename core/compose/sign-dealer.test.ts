import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../content/signs';
import { dayTurn, dealForSign } from './sign-dealer';

const POOL = Array.from({ length: 12 }, (_, index) => `entry ${index}`);

describe('dealForSign', () => {
  it('gives the twelve signs twelve different entries on one day', () => {
    for (const turn of [0, 5, 9_000]) {
      const dealt = SIGN_IDS.map((sign) => dealForSign(POOL, 'test pool', sign, turn));
      expect(new Set(dealt).size).toBe(12);
    }
  });

  it('walks one sign through the whole pool before repeating', () => {
    const dealt = Array.from({ length: 12 }, (_, day) => dealForSign(POOL, 'test pool', 'leo', 100 + day));
    expect(new Set(dealt).size).toBe(12);
  });

  it('counts consecutive dates as consecutive turns', () => {
    expect(dayTurn('2026-03-02') - dayTurn('2026-03-01')).toBe(1);
    expect(dayTurn('2026-03-01') - dayTurn('2026-02-28')).toBe(1);
  });
});
