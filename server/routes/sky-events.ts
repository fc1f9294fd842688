import { Hono } from 'hono';
import { rejectInvalid, validate } from '../http/validate';
import { skyEventsQuerySchema } from '@core/contract/sky-events-query';
import type { ApiError } from '@core/contract/reading';
import type { SkyEvent } from '@core/sky/events';
import { cachedSkyInDates, skyInDates } from '@core/sky/sky-in-period';
import { type IsoDate, addDays } from '@core/time/calendar-date';
import { createCpuQueue } from '../http/cpu-queue';

/** Scans waiting their turn before new ones are refused with 503 (about two seconds of work). */
const MAX_PENDING_SCANS = 64;
/** Days scanned in one turn: the Cosmic Calendar's own window, so its scans are shared from cache. */
const SCAN_CHUNK_DAYS = 30;

/**
 * `GET /api/sky/events`: lunations, eclipses, stations, ingresses and void-of-course Moons, from
 * the one sky module, so the events listed here are the ones the readings name.
 */
export function createSkyEventRoutes(): Hono {
  // A scan of up to 90 days blocks for tens of milliseconds; a burst of distinct dates must not
  // hold every other request back, so uncached scans take turns (see cpu-queue.ts).
  const scans = createCpuQueue(MAX_PENDING_SCANS);
  /**
   * A long period is scanned a month at a time, each month its own turn, so no single turn blocks
   * for long. The months join exactly: each scan covers [start, end) with its own margins.
   */
  const scanInTurns = async (from: IsoDate, days: number): Promise<SkyEvent[] | null> => {
    const events: SkyEvent[] = [];
    for (let offset = 0; offset < days; offset += SCAN_CHUNK_DAYS) {
      const chunk = scans.run(() =>
        skyInDates(addDays(from, offset), Math.min(SCAN_CHUNK_DAYS, days - offset)),
      );
      if (!chunk) return null;
      events.push(...(await chunk));
    }
    return events;
  };
  return new Hono().get('/sky/events', async (context) => {
    const parsed = validate(skyEventsQuerySchema, {
      from: context.req.query('from'),
      days: context.req.query('days') || undefined,
    });
    if (!parsed.success) return rejectInvalid(context, 'The sky events request', parsed.issues);
    const { from, days } = parsed.data;
    const events = cachedSkyInDates(from, days) ?? (await scanInTurns(from, days));
    if (!events) {
      context.header('Retry-After', '1');
      return context.json<ApiError>({ error: 'The sky service is busy. Please try again in a second.' }, 503);
    }
    context.header('Cache-Control', 'public, max-age=86400');
    return context.json({ events });
  });
}
