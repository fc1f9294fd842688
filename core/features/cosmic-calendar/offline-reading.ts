import { calendarEvents } from '@core/features/cosmic-calendar/calendar-window';
import type { z } from '../../contract/zod-mini';
import type { cosmicCalendarRequestSchema } from './cosmic-calendar-request';
import { composeCalendarReading } from './calendar-reading';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof cosmicCalendarRequestSchema>) => string = ({
  sign,
  category,
  date,
}) => composeCalendarReading({ sign, category, date, events: calendarEvents(date) }).markdown;
