import {
  QUALITY_SAMPLE_PEOPLE,
  qualitySampleRequest,
} from '@core/features/advanced-chart/quality-sample-fixtures';
import { CALENDAR_CATEGORY_IDS } from '@core/content/calendar-categories';
import { SIGN_IDS } from '@core/content/signs';
import { type Period, PERIODS } from '@core/contract/common';
import type { ReadingRequest } from '@core/features/reading-request';
import { CHART_TYPE_IDS } from '@core/features/advanced-chart/chart-types';
import { type IsoDate, addDays } from '@core/time/calendar-date';
import { WELLBEING_TOPIC_IDS } from '@core/features/wellbeing/wellbeing-topics';
import { TAROT_DECK_IDS } from '@core/features/tarot/deck/tarot-decks';
import { SPREAD_IDS } from '@core/features/tarot/draw/spreads';
import { sampleGroup, sampleSequence } from '@core/features/tarot/quality-sample-draws';

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

export function chartGroups(): SampleGroup[] {
  const natal: SampleGroup = {
    composer: 'birth-chart',
    label: '12 people',
    requests: QUALITY_SAMPLE_PEOPLE.map((person) => ({ feature: 'birth-chart' as const, person })),
  };
  // The same twelve people and requests the advanced-chart feature's own variety test reads.
  const advanced = CHART_TYPE_IDS.map((chartType) => ({
    composer: `advanced-chart ${chartType}`,
    label: '12 people',
    requests: QUALITY_SAMPLE_PEOPLE.map((_person, index) => qualitySampleRequest(chartType, index)),
  }));
  return [natal, ...advanced];
}

export function wellbeingGroups(): SampleGroup[] {
  return WELLBEING_TOPIC_IDS.flatMap((topic) =>
    spreadDates('2026-01-07', 12, 61).map((date) => ({
      composer: `wellbeing ${topic}`,
      label: date,
      requests: SIGN_IDS.map((sign) => ({ feature: 'wellbeing' as const, sign, topic, date })),
    })),
  );
}

export function wellbeingSequences(): SampleSequence[] {
  return WELLBEING_TOPIC_IDS.flatMap((topic) =>
    (['gemini', 'virgo', 'scorpio', 'pisces'] as const).map((sign) => ({
      composer: `wellbeing ${topic}`,
      label: sign,
      requests: Array.from({ length: 30 }, (_, day) => ({
        feature: 'wellbeing' as const,
        sign,
        topic,
        date: addDays('2026-09-01', day),
      })),
    })),
  );
}

/** Twelve draws of each spread and deck on one date, over a year of dates. */
export function tarotGroups(): SampleGroup[] {
  return SPREAD_IDS.flatMap((spread) =>
    TAROT_DECK_IDS.flatMap((deck) =>
      spreadDates('2026-01-07', 24, 15).map((date) => ({
        composer: `tarot ${spread} ${deck}`,
        label: date,
        requests: sampleGroup(spread, deck, date, 'quality'),
      })),
    ),
  );
}

/** One draw reopened from the past-draws list on 21 consecutive days. */
export function tarotSequences(): SampleSequence[] {
  return SPREAD_IDS.flatMap((spread) =>
    TAROT_DECK_IDS.flatMap((deck) =>
      spreadDates('2026-02-01', 4, 40).map((start) => ({
        composer: `tarot ${spread} ${deck}`,
        label: start,
        requests: sampleSequence(spread, deck, start, 21),
      })),
    ),
  );
}
