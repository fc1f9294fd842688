import { describe, expect, it } from 'vitest';
import { EARLIEST_BIRTH_DATE, isBirthDateInRange } from './birth-date-rules';

describe('isBirthDateInRange', () => {
  it('accepts 1 January 1800 through today, nothing later and nothing unreal', () => {
    const today = '2026-11-27';
    expect(EARLIEST_BIRTH_DATE).toBe('1800-01-01');
    expect(isBirthDateInRange('1800-01-01', today)).toBe(true);
    expect(isBirthDateInRange('2026-11-27', today)).toBe(true);
    expect(isBirthDateInRange('1799-12-31', today)).toBe(false);
    expect(isBirthDateInRange('2026-11-28', today)).toBe(false);
    expect(isBirthDateInRange('2099-12-31', today)).toBe(false);
    expect(isBirthDateInRange('1990-02-30', today)).toBe(false);
  });
});
