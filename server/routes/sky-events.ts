import { Hono } from 'hono';
import { rejectInvalid, validate } from '../http/validate';
import { skyEventsQuerySchema } from '@core/contract/sky-events-query';
import { findSkyEvents } from '@core/sky/events';

/** `GET /api/sky/events`: lunations, eclipses, stations, ingresses and void-of-course Moons. */
export function createSkyEventRoutes(): Hono {
  return new Hono().get('/sky/events', (context) => {
    const parsed = validate(skyEventsQuerySchema, {
      from: context.req.query('from'),
      days: context.req.query('days') || undefined,
    });
    if (!parsed.success) return rejectInvalid(context, 'The sky events request', parsed.issues);
    const { from, days } = parsed.data;
    const events = findSkyEvents(new Date(`${from}T00:00:00Z`), days);
    context.header('Cache-Control', 'public, max-age=86400');
    return context.json({ events });
  });
}
