import { Hono } from 'hono';
import { rejectInvalid, validate } from '../http/validate';
import { skyEventsQuerySchema } from '@core/contract/sky-events-query';
import { skyInDates } from '@core/sky/sky-in-period';

/**
 * `GET /api/sky/events`: lunations, eclipses, stations, ingresses and void-of-course Moons, from
 * the one sky module, so the events listed here are the ones the readings name.
 */
export function createSkyEventRoutes(): Hono {
  return new Hono().get('/sky/events', (context) => {
    const parsed = validate(skyEventsQuerySchema, {
      from: context.req.query('from'),
      days: context.req.query('days') || undefined,
    });
    if (!parsed.success) return rejectInvalid(context, 'The sky events request', parsed.issues);
    const { from, days } = parsed.data;
    const events = skyInDates(from, days);
    context.header('Cache-Control', 'public, max-age=86400');
    return context.json({ events });
  });
}
