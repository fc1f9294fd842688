import { CALENDAR_CATEGORY_IDS } from '@core/content/calendar-categories';
import { SIGN_IDS } from '@core/content/signs';
import type { BirthMoment } from '@core/contract/birth-moment';
import { type Period, PERIODS } from '@core/contract/common';
import type { ReadingRequest } from '@core/features/reading-request';
import { CHART_TYPE_IDS, CHART_TYPES } from '@core/features/advanced-chart/chart-types';
import { type IsoDate, addDays } from '@core/time/calendar-date';

/**
 * The request sets the composer-quality report reads. Each group is a set of readings that a
 * visitor could hold side by side and that should therefore differ (the twelve signs on one
 * day, twelve people's charts); each sequence is one visitor's readings day after day.
 */
export interface SampleGroup {
  composer: string;
  label: string;
  requests: ReadingRequest[];
}
export interface SampleSequence {
  composer: string;
  label: string;
  requests: ReadingRequest[];
}

/** Dates spread over the two years the budget is checked on. */
const spreadDates = (first: IsoDate, count: number, step: number): IsoDate[] =>
  Array.from({ length: count }, (_, index) => addDays(first, index * step));

export function horoscopeGroups(): SampleGroup[] {
  const datesFor: Record<Period, IsoDate[]> = {
    daily: spreadDates('2026-01-03', 60, 12),
    weekly: spreadDates('2026-01-04', 24, 30),
    monthly: spreadDates('2026-01-15', 24, 30.4).map((date) => date),
  };
  return PERIODS.flatMap((period) =>
    datesFor[period].map((date) => ({
      composer: `horoscope ${period}`,
      label: date,
      requests: SIGN_IDS.map((sign) => ({ feature: 'horoscope' as const, sign, period, date })),
    })),
  );
}

export function horoscopeSequences(): SampleSequence[] {
  return SIGN_IDS.map((sign) => ({
    composer: 'horoscope daily',
    label: sign,
    requests: Array.from({ length: 60 }, (_, day) => ({
      feature: 'horoscope' as const,
      sign,
      period: 'daily' as const,
      date: addDays('2026-11-01', day),
    })),
  }));
}

export function calendarGroups(): SampleGroup[] {
  return CALENDAR_CATEGORY_IDS.flatMap((category) =>
    spreadDates('2026-01-10', 6, 120).map((date) => ({
      composer: `cosmic-calendar ${category}`,
      label: date,
      requests: SIGN_IDS.map((sign) => ({ feature: 'cosmic-calendar' as const, sign, category, date })),
    })),
  );
}

export function calendarSequences(): SampleSequence[] {
  return CALENDAR_CATEGORY_IDS.flatMap((category) =>
    (['aries', 'cancer', 'libra', 'capricorn'] as const).map((sign) => ({
      composer: `cosmic-calendar ${category}`,
      label: sign,
      requests: Array.from({ length: 21 }, (_, day) => ({
        feature: 'cosmic-calendar' as const,
        sign,
        category,
        date: addDays('2026-12-01', day),
      })),
    })),
  );
}

/** Twelve people born across seven decades at varied hours, in places on four continents. */
const PLACES = [
  { name: 'London, United Kingdom', latitude: 51.5074, longitude: -0.1278, timeZone: 'Europe/London' },
  {
    name: 'New York City, United States',
    latitude: 40.7128,
    longitude: -74.006,
    timeZone: 'America/New_York',
  },
  { name: 'Tokyo, Japan', latitude: 35.6762, longitude: 139.6503, timeZone: 'Asia/Tokyo' },
  { name: 'São Paulo, Brazil', latitude: -23.5505, longitude: -46.6333, timeZone: 'America/Sao_Paulo' },
] as const;

export const samplePeople: BirthMoment[] = Array.from({ length: 12 }, (_, index) => {
  const year = 1952 + index * 5;
  const month = ((index * 5) % 12) + 1;
  const day = ((index * 7) % 27) + 1;
  const hour = (index * 7 + 3) % 24;
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const time = `${String(hour).padStart(2, '0')}:${String((index * 13) % 60).padStart(2, '0')}`;
  return {
    name:
      ['Ada', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lea'][index] ?? 'Sam',
    date,
    time,
    // Read as UTC: the report needs varied charts, not a particular local clock.
    utc: `${date}T${time}:00Z`,
    place: PLACES[index % PLACES.length],
  };
});

export function chartGroups(): SampleGroup[] {
  const natal: SampleGroup = {
    composer: 'birth-chart',
    label: '12 people',
    requests: samplePeople.map((person) => ({ feature: 'birth-chart' as const, person })),
  };
  const advanced = CHART_TYPE_IDS.map((chartType) => ({
    composer: `advanced-chart ${chartType}`,
    label: '12 people',
    requests: samplePeople.map((person, index) => {
      const partner = samplePeople[(index + 5) % samplePeople.length] ?? person;
      return {
        feature: 'advanced-chart' as const,
        chartType,
        firstSign: 'aries' as const,
        person,
        ...(CHART_TYPES[chartType].requiresTwoSigns ? { partner, secondSign: 'leo' as const } : {}),
        ...(chartType === 'relocation' ? { targetLocation: PLACES[(index + 1) % PLACES.length] } : {}),
        date: '2026-11-24',
      };
    }),
  }));
  return [natal, ...advanced];
}
