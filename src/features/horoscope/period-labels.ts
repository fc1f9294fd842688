import type { Period } from '@core/contract/common';
import { type IsoDate, monthYearLabel, weekRangeLabel } from '@core/time/calendar-date';

interface PeriodCopy {
  title: string;
  subtitle: string;
  /** "Daily", as in "Daily reading for Leo". */
  adjective: string;
  /** What the reading covers, shown above it. */
  coverage: (today: IsoDate) => string;
}

const longDate = (isoDate: IsoDate) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const periodCopy = {
  daily: {
    title: 'Daily Horoscope',
    subtitle: "Today's sky, read for your sign",
    adjective: 'Daily',
    coverage: longDate,
  },
  weekly: {
    title: 'Weekly Horoscope',
    subtitle: 'The shape of your week, Sunday to Saturday',
    adjective: 'Weekly',
    coverage: weekRangeLabel,
  },
  monthly: {
    title: 'Monthly Horoscope',
    subtitle: 'The themes the month holds for you',
    adjective: 'Monthly',
    coverage: monthYearLabel,
  },
} as const satisfies Record<Period, PeriodCopy>;
