import type { BirthMoment } from '../contract/birth-moment';
import type { AdvancedChartRequest } from '../features/advanced-chart/advanced-chart-request';
import type { BirthChartRequest } from '../features/birth-chart/birth-chart-request';
import { chartReferenceInstant, needsPartner } from '../sky/advanced/chart-type-ids';
import type { BirthMoment as ChartMoment } from '../sky/advanced/birth-moment';
import { type AdvancedChart, computeAnyAdvancedChart } from '../sky/advanced/compute-advanced-chart';
import { type NatalChart, computeChart } from '../sky/chart';
import type { SkyEvent } from '../sky/events';
import { skyInPeriod } from '../sky/sky-in-period';
import { type IsoDate, isoDateToUtc } from '../time/calendar-date';
import { CALENDAR_WINDOW_DAYS } from '../features/cosmic-calendar/calendar-window';

/**
 * The sky a reading request stands on, computed the same way wherever the reading is written:
 * in the server's prompts, by the server's offline composer, and by the browser's own composer
 * when the server cannot be reached.
 */

/** The birth time is optional (spec §5); without it there are no houses or angles. */
export const isTimeKnown = (person: BirthMoment): boolean => person.time !== undefined;

/** The contract's birth moment as the chart engine reads it. */
export function chartMomentOf(person: BirthMoment): ChartMoment {
  return {
    utc: new Date(person.utc),
    timeKnown: isTimeKnown(person),
    ...(person.place ? { latitude: person.place.latitude, longitude: person.place.longitude } : {}),
  };
}

/** The natal chart of a birth-chart request: houses only with both a birth time and a place. */
export function castBirthChart({ person, houseSystem }: BirthChartRequest): NatalChart {
  const utc = new Date(person.utc);
  if (!isTimeKnown(person) || !person.place) return computeChart({ utc });
  return computeChart({
    utc,
    latitude: person.place.latitude,
    longitude: person.place.longitude,
    houseSystem,
  });
}

/** The advanced chart a request asks for, with what its input lacked. */
export function computeRequestedChart(request: AdvancedChartRequest): AdvancedChart {
  const twoPeople = needsPartner(request.chartType);
  return computeAnyAdvancedChart(request.chartType, {
    person: chartMomentOf(request.person),
    ...(twoPeople && request.partner ? { partner: chartMomentOf(request.partner) } : {}),
    ...(request.targetLocation ? { targetLocation: request.targetLocation } : {}),
    today: chartReferenceInstant(request.date),
  });
}

/** The Cosmic Calendar's window starts at 00:00 UTC of the visitor's date, so it depends on the date only. */
export const calendarWindowStart = (date: IsoDate): Date => isoDateToUtc(date);

/**
 * The real events of the next 30 days (spec §9: "its prompt covers the next 30 days"), from the
 * one sky module, whose cache serves every sign and category asking about the same date.
 */
export const calendarEvents = (date: IsoDate): readonly SkyEvent[] =>
  skyInPeriod(calendarWindowStart(date), CALENDAR_WINDOW_DAYS);
