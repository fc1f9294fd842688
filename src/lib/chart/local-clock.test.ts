import { describe, expect, it } from 'vitest';
import { clockToUtc, utcToClock } from './local-clock';

describe('local clocks', () => {
  it('reads a fixed offset both ways', () => {
    const clock = { kind: 'offset', offsetMinutes: 330 } as const;
    expect(clockToUtc(clock, '1990-07-15', '06:00').utc.toISOString()).toBe('1990-07-15T00:30:00.000Z');
    expect(utcToClock(clock, new Date('1990-07-14T20:00:00Z'))).toEqual({
      date: '1990-07-15',
      time: '01:30',
    });
  });

  it('follows the zone’s daylight saving, including the second pass through a repeated hour', () => {
    const clock = { kind: 'zone', timeZone: 'America/New_York' } as const;
    expect(utcToClock(clock, new Date('2021-11-07T05:30:00Z')).time).toBe('01:30');
    expect(utcToClock(clock, new Date('2021-11-07T06:30:00Z')).time).toBe('01:30');
    expect(utcToClock(clock, new Date('2021-07-01T16:00:00Z')).time).toBe('12:00');
  });

  it('uses local mean time from the longitude before standard time', () => {
    // Boston (71.06° W) in 1850: 4 h 44 min behind Greenwich, not New York's 4 h 56 min.
    const clock = { kind: 'zone', timeZone: 'America/New_York', longitude: -71.0589 } as const;
    const utc = clockToUtc(clock, '1850-06-01', '12:00');
    expect(utc.label).toBe('LMT (UTC−4:44)');
    expect(utcToClock(clock, utc.utc)).toEqual({ date: '1850-06-01', time: '12:00' });
  });
});
