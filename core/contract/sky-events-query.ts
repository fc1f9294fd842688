import { z } from 'zod';

/** The query of `GET /api/sky/events` (classic zod, as the other route schemas: see chart-query.ts). */
export const skyEventsQuerySchema = z.object({
  from: z.iso.date({ error: 'from must be a date, YYYY-MM-DD' }).refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= 1800 && year <= 2200;
  }, 'from must fall in the years 1800–2200'),
  days: z.coerce
    .number({ error: 'days must be a whole number from 1 to 366' })
    .int('days must be a whole number from 1 to 366')
    .min(1, 'days must be a whole number from 1 to 366')
    .max(366, 'days must be a whole number from 1 to 366')
    .default(30),
});
