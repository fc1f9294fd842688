import type { Period } from '@core/contract/common';
import { type IsoDate, monthYearLabel, weekRangeLabel } from '@core/time/calendar-date';

interface PeriodCopy {
  title: string;
  subtitle: string;
  /** "Daily", as in "Daily reading for Leo". */
  adjective: string;
  /**
   * What the reading covers, shown above it; null for the daily page, whose header already
   * shows today's date.
   */
  coverage: ((today: IsoDate) => string) | null;
  /** The source note of an offline reading: which sky it was composed from. */
  offlineNote: string;
}

export const periodCopy = {
  daily: {
    title: 'Daily Horoscope',
    subtitle: "Today's sky, read for your sign",
    adjective: 'Daily',
    coverage: null,
    offlineNote: 'Composed offline from today’s real sky',
  },
  weekly: {
    title: 'Weekly Horoscope',
    subtitle: 'The shape of your week, Sunday to Saturday',
    adjective: 'Weekly',
    coverage: weekRangeLabel,
    offlineNote: 'Composed offline from this week’s real sky',
  },
  monthly: {
    title: 'Monthly Horoscope',
    subtitle: 'The themes the month holds for you',
    adjective: 'Monthly',
    coverage: monthYearLabel,
    offlineNote: 'Composed offline from this month’s real sky',
  },
} as const satisfies Record<Period, PeriodCopy>;
