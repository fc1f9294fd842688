import { describe, expect, it } from 'vitest';
import { parseCalendar } from '../testing/parsed-calendar';
import { dailyReminderFile } from './daily-reminder';

const options = {
  sign: 'leo',
  time: '07:45',
  firstDay: '2026-11-28',
  url: 'https://cosmic.example/daily?sign=leo',
  now: new Date('2026-11-28T03:00:00Z'),
} as const;

describe('dailyReminderFile', () => {
  const { events } = parseCalendar(dailyReminderFile(options));
  const [reminder] = events;

  it('is one event repeating every day, with an alarm, that opens the daily page', () => {
    expect(events).toHaveLength(1);
    expect(reminder?.rrule?.freq).toBe('DAILY');
    expect(reminder?.lines.rrule).toBe('RRULE:FREQ=DAILY');
    expect(reminder?.hasAlarm).toBe(true);
    expect(reminder?.url).toBe(options.url);
    expect(reminder?.summary).toContain('Leo');
    expect(reminder?.lines.dtstamp).toBe('DTSTAMP:20261128T030000Z');
  });

  it('starts on the first day at the picked clock time, floating so daylight saving cannot move it', () => {
    expect(reminder?.lines.dtstart).toBe('DTSTART:20261128T074500');
    expect(reminder?.start.zone?.tzid).toBe('floating');
  });

  it('keeps one UID per sign, so a new time replaces the old reminder', () => {
    const later = parseCalendar(dailyReminderFile({ ...options, time: '21:00' })).events[0];
    expect(later?.uid).toBe(reminder?.uid);
    expect(parseCalendar(dailyReminderFile({ ...options, sign: 'aries' })).events[0]?.uid).not.toBe(
      reminder?.uid,
    );
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => dailyReminderFile({ ...options, time: '7:45' })).toThrow(/HH:MM/);
    expect(() => dailyReminderFile({ ...options, time: '24:00' })).toThrow(RangeError);
  });
});
