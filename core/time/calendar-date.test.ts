import { describe, expect, it } from 'vitest';
import { isIsoDate } from './calendar-date';

describe('isIsoDate', () => {
  it('accepts real dates, leap days included', () => {
    for (const date of ['2026-11-23', '2024-02-29', '2000-02-29', '1900-02-28', '9999-12-31', '0100-01-01'])
      expect(isIsoDate(date), date).toBe(true);
  });

  it('refuses days a month does not have, and leap days of common years', () => {
    for (const date of [
      '2023-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-01-32',
    ])
      expect(isIsoDate(date), date).toBe(false);
  });

  it('refuses other shapes and years before 100, which Date.UTC would read as 19xx', () => {
    for (const date of ['2026-1-01', ' 2026-01-01', '2026-01-01T00:00', '20260101', '0050-01-01', ''])
      expect(isIsoDate(date), date).toBe(false);
  });
});
