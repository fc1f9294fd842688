import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiError } from '@core/contract/reading';
import { computeChart } from '@core/sky/chart';
import { HOUSE_SYSTEM_IDS } from '@core/sky/house-systems';
import { isValidTimeZone, resolveLocalTime } from '@core/time/birth-time';

const numberInRange = (name: string, limit: number) =>
  z.coerce
    .number({ error: `${name} must be a number of degrees` })
    .min(-limit, `${name} must be between -${limit} and ${limit}`)
    .max(limit, `${name} must be between -${limit} and ${limit}`);

const chartQuerySchema = z
  .object({
    utc: z.iso
      .datetime({ offset: true, error: 'utc must be an ISO 8601 instant, e.g. 1990-05-17T14:30:00Z' })
      .optional(),
    date: z.iso.date({ error: 'date must be YYYY-MM-DD' }).optional(),
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

/** `GET /api/chart`: a natal chart for an instant (and, with a place, its houses). */
export function createChartRoutes(): Hono {
  return new Hono().get('/chart', (context) => {
    const parsed = chartQuerySchema.safeParse(context.req.query());
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      }));
      return context.json<ApiError>(
        { error: `The chart request is not valid: ${issues[0]?.message ?? 'bad query'}.`, issues },
        400,
      );
    }
    const query = parsed.data;
    let utc: Date;
    if (query.utc !== undefined) {
      utc = new Date(query.utc);
    } else {
      const zone = query.tz ?? 'UTC';
      if (!isValidTimeZone(zone)) {
        const message = `tz "${zone}" is not a known IANA time zone`;
        return context.json<ApiError>(
          { error: `The chart request is not valid: ${message}.`, issues: [{ path: 'tz', message }] },
          400,
        );
      }
      // The zone's full history: DST, old offsets, and local mean time (from lon) before standard time.
      const local = resolveLocalTime({
        date: query.date ?? '',
        time: query.time ?? '12:00',
        timeZone: zone,
        longitude: query.lon,
      });
      if (local.kind !== 'unique') {
        const [first, second] = local.options;
        const why =
          local.kind === 'ambiguous'
            ? 'happens twice (the clocks went back)'
            : 'does not exist (the clocks jumped forward)';
        const message = `${query.time} on ${query.date} ${why} in ${zone}: send utc=${first.utc.toISOString()} (${first.label}) or utc=${second.utc.toISOString()} (${second.label})`;
        return context.json(
          {
            error: `The chart request is not valid: ${message}.`,
            issues: [{ path: 'time', message }],
            options: local.options.map((option) => ({ utc: option.utc.toISOString(), offset: option.label })),
          },
          400,
        );
      }
      utc = local.utc;
    }
    const year = utc.getUTCFullYear();
    if (year < 1800 || year > 2200) {
      const message = 'the chart engine covers the years 1800–2200';
      return context.json<ApiError>(
        { error: `The chart request is not valid: ${message}.`, issues: [{ path: 'utc', message }] },
        400,
      );
    }
    const chart = computeChart({ utc, latitude: query.lat, longitude: query.lon, houseSystem: query.houses });
    context.header('Cache-Control', 'public, max-age=86400');
    return context.json(chart);
  });
}
