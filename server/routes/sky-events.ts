import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiError } from '@core/contract/reading';
import { findSkyEvents } from '@core/sky/events';

const skyEventsQuerySchema = z.object({
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

/** `GET /api/sky/events`: lunations, eclipses, stations, ingresses and void-of-course Moons. */
export function createSkyEventRoutes(): Hono {
  return new Hono().get('/sky/events', (context) => {
    const parsed = skyEventsQuerySchema.safeParse({
      from: context.req.query('from'),
      days: context.req.query('days') || undefined,
    });
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      }));
      return context.json<ApiError>(
        { error: `The sky events request is not valid: ${issues[0]?.message ?? 'bad query'}.`, issues },
        400,
      );
    }
    const { from, days } = parsed.data;
    const events = findSkyEvents(new Date(`${from}T00:00:00Z`), days);
    context.header('Cache-Control', 'public, max-age=86400');
    return context.json({ events });
  });
}
