import { describe, expect, it } from 'vitest';
import { calendarDateLabel, isIsoDate, localClockLabel, localLongDateLabel } from './calendar-date';

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

describe('date labels', () => {
  it('writes a calendar date in full, and leaves anything else as it was stored', () => {
    expect(calendarDateLabel('1990-04-02')).toBe('April 2, 1990');
    expect(calendarDateLabel('2026-12-31')).toBe('December 31, 2026');
    expect(calendarDateLabel('1990-02-30')).toBe('1990-02-30');
    expect(calendarDateLabel('soon')).toBe('soon');
  });

  it('says the local day and time as en-US Intl formatting would, on a 12-hour clock', () => {
    const dayFormat = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    });
    const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
    // Midnight, noon and the minutes either side of them, across a year, in local time.
    for (let day = 0; day < 366; day += 7) {
      for (const [hour, minute] of [
        [0, 0],
        [0, 5],
        [11, 59],
        [12, 0],
        [12, 30],
        [13, 7],
        [23, 59],
      ] as const) {
        const moment = new Date(2026, 0, 1 + day, hour, minute);
        expect(localLongDateLabel(moment)).toBe(dayFormat.format(moment));
        expect(localClockLabel(moment)).toBe(timeFormat.format(moment).replace(/\s/g, ' '));
      }
    }
  });
});
