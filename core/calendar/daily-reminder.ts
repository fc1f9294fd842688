import ICAL from 'ical.js';
import type { SignId } from '../content/signs';
import { signs } from '../content/signs';
import type { IsoDate } from '../time/calendar-date';
import { calendarUid } from './calendar-entry';
import { calendarText, eventComponent } from './ics-file';

export interface DailyReminderOptions {
  sign: SignId;
  /** "HH:MM" on the visitor's clock. */
  time: string;
  /** The first day of the reminder, on the visitor's calendar. */
  firstDay: IsoDate;
  /** Absolute link to the daily horoscope page for this sign. */
  url: string;
  now: Date;
}

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * A reminder at the same clock time every day (RRULE FREQ=DAILY) that opens the daily reading.
 * Its start is a floating time (RFC 5545 §3.3.5: no Z, no TZID), which calendars read as that
 * time wherever the phone is, so the reminder neither drifts an hour at a daylight-saving change
 * nor needs a VTIMEZONE. One UID per sign: downloading it again with a new time updates it.
 */
export function dailyReminderFile(options: DailyReminderOptions): string {
  const clock = CLOCK.exec(options.time);
  if (!clock) throw new RangeError(`A reminder time is "HH:MM" on a 24-hour clock, not "${options.time}".`);
  const [year, month, day] = options.firstDay.split('-').map(Number);
  const sign = signs[options.sign];
  const event = eventComponent(
    {
      uid: calendarUid('daily-reading', options.sign),
      summary: `${sign.emoji} Your daily ${sign.name} reading`,
      description: `Today's sky read for ${sign.name}: open Cosmic Guide for your daily horoscope.`,
      url: options.url,
      when: { kind: 'instant', at: options.now.toISOString() },
    },
    options.now,
  );
  event.updatePropertyWithValue(
    'dtstart',
    ICAL.Time.fromData({
      year,
      month,
      day,
      hour: Number(clock[1]),
      minute: Number(clock[2]),
      second: 0,
      isDate: false,
    }),
  );
  // Five minutes long, so calendars draw it as a slot in the day rather than a zero-length line.
  event.addPropertyWithValue('duration', ICAL.Duration.fromSeconds(5 * 60));
  event.addPropertyWithValue('rrule', ICAL.Recur.fromData({ freq: 'DAILY' }));
  const alarm = new ICAL.Component('valarm');
  alarm.addPropertyWithValue('action', 'DISPLAY');
  alarm.addPropertyWithValue('description', `Your daily ${sign.name} reading is ready`);
  alarm.addPropertyWithValue('trigger', ICAL.Duration.fromSeconds(0));
  event.addSubcomponent(alarm);
  return calendarText([event], { name: 'Cosmic Guide daily reading' });
}
