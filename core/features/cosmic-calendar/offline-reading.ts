import { calendarEvents } from '../../compose/reading-sky';
import type { z } from '../../contract/zod-mini';
import type { cosmicCalendarRequestSchema } from './cosmic-calendar-request';
import { composeCalendarReading } from './calendar-reading';

/** This feature's reading written offline, as markdown: one row of `offlineComposers`, loadable alone. */
export const composeOffline: (request: z.infer<typeof cosmicCalendarRequestSchema>) => string = ({
  sign,
  category,
  date,
}) => composeCalendarReading({ sign, category, date, events: calendarEvents(date) }).markdown;
