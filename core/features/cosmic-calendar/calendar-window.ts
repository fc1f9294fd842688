import type { SkyEvent } from '../../sky/events';
import { skyInPeriod } from '../../sky/sky-in-period';
import { type IsoDate, isoDateToUtc } from '../../time/calendar-date';

/** The window the guide covers (spec §9: "its prompt covers the next 30 days"). */
export const CALENDAR_WINDOW_DAYS = 30;

/** The Cosmic Calendar's window starts at 00:00 UTC of the visitor's date, so it depends on the date only. */
export const calendarWindowStart = (date: IsoDate): Date => isoDateToUtc(date);

/**
 * The real events of the next 30 days (spec §9: "its prompt covers the next 30 days"), from the
 * one sky module, whose cache serves every sign and category asking about the same date.
 */
export const calendarEvents = (date: IsoDate): readonly SkyEvent[] =>
  skyInPeriod(calendarWindowStart(date), CALENDAR_WINDOW_DAYS);
