import { z } from 'zod';
import { SUPPORTED_YEARS_LABEL, isSupportedYear } from '../time/supported-range';

/**
 * The longest range one request may ask for. The Cosmic Calendar reads 30 days; a quarter leaves
 * room for a longer view without letting one request scan years of sky (a year costs tens of
 * milliseconds of CPU, and each distinct range is a new scan that the cache cannot absorb).
 */
export const MAX_SKY_EVENT_DAYS = 90;
const DAYS_MESSAGE = `days must be a whole number from 1 to ${MAX_SKY_EVENT_DAYS}`;

/** The query of `GET /api/sky/events` (classic zod, as the other route schemas: see chart-query.ts). */
export const skyEventsQuerySchema = z.object({
  from: z.iso
    .date({ error: 'from must be a date, YYYY-MM-DD' })
    .refine(
      (value) => isSupportedYear(Number(value.slice(0, 4))),
      `from must fall in the years ${SUPPORTED_YEARS_LABEL}`,
    ),
  days: z.coerce
    .number({ error: DAYS_MESSAGE })
    .int(DAYS_MESSAGE)
    .min(1, DAYS_MESSAGE)
    .max(MAX_SKY_EVENT_DAYS, DAYS_MESSAGE)
    .default(30),
});
