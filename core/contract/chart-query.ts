import { z } from 'zod';
import { HOUSE_SYSTEM_IDS } from '../sky/house-systems';
import { SUPPORTED_YEARS_LABEL, isSupportedYear } from '../time/supported-range';

/**
 * The query of `GET /api/chart`. The route schemas are written with classic zod (the server
 * already loads it); the browser does not import them, so they cost the client bundle nothing.
 */
const numberInRange = (name: string, limit: number) =>
  z.coerce
    .number({ error: `${name} must be a number of degrees` })
    .min(-limit, `${name} must be between -${limit} and ${limit}`)
    .max(limit, `${name} must be between -${limit} and ${limit}`);

export const chartQuerySchema = z
  .object({
    utc: z.iso
      .datetime({ offset: true, error: 'utc must be an ISO 8601 instant, e.g. 1990-05-17T14:30:00Z' })
      .optional(),
    // Checked before the zone history is read: the resolver refuses years such as 0000 outright.
    date: z.iso
      .date({ error: 'date must be YYYY-MM-DD' })
      .refine(
        (value) => isSupportedYear(Number(value.slice(0, 4))),
        `date must fall in the years ${SUPPORTED_YEARS_LABEL}`,
      )
      .optional(),
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM (24-hour)')
      .optional(),
    tz: z.string().min(1).optional(),
    lat: numberInRange('lat', 90).optional(),
    lon: numberInRange('lon', 180).optional(),
    houses: z
      .enum(HOUSE_SYSTEM_IDS, { error: `houses must be one of ${HOUSE_SYSTEM_IDS.join(', ')}` })
      .default('placidus'),
  })
  .superRefine((query, context) => {
    if (query.utc === undefined && query.date === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['utc'],
        message: 'give either utc, or date with time and tz',
      });
    }
    if (query.utc !== undefined && query.date !== undefined) {
      context.addIssue({ code: 'custom', path: ['date'], message: 'give utc or date/time/tz, not both' });
    }
    if (query.date !== undefined && query.tz === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['tz'],
        message: 'tz (an IANA zone such as Europe/Paris) is required with date',
      });
    }
    if ((query.lat === undefined) !== (query.lon === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [query.lat === undefined ? 'lat' : 'lon'],
        message: 'lat and lon go together',
      });
    }
  });
export type ChartQuery = z.infer<typeof chartQuerySchema>;
