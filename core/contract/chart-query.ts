import { z } from 'zod';
import { HOUSE_SYSTEM_IDS } from '../sky/house-systems';
import { AYANAMSA_IDS, ZODIAC_IDS } from '../sky/zodiacs';
import { ORB_TABLE_IDS } from '../sky/chart-aspects';
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
    zodiac: z
      .enum(ZODIAC_IDS, { error: `zodiac must be one of ${ZODIAC_IDS.join(', ')}` })
      .default('tropical'),
    // Lahiri, the ayanamsa of the Indian national calendar, when the sidereal zodiac names none.
    ayanamsa: z
      .enum(AYANAMSA_IDS, { error: `ayanamsa must be one of ${AYANAMSA_IDS.join(', ')}` })
      .optional(),
    // Omitted: the majors and the quincunx, the set the readings use.
    aspects: z.enum(['major', 'all'], { error: 'aspects must be major or all' }).optional(),
    orbs: z
      .enum(ORB_TABLE_IDS, { error: `orbs must be one of ${ORB_TABLE_IDS.join(', ')}` })
      .default('standard'),
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
    if (query.ayanamsa !== undefined && query.zodiac !== 'sidereal') {
      context.addIssue({ code: 'custom', path: ['ayanamsa'], message: 'ayanamsa goes with zodiac=sidereal' });
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
