import { angelicStatusOf } from '@core/features/angels/angelic-status';
import { utcToIsoDate } from '@core/time/calendar-date';
import { Hono } from 'hono';
import type { ReadingService } from '../generation/reading-service';

export interface AngelsStatusDeps {
  /** The readings' own service, so the test reading shares their cache and provider guard. */
  service: ReadingService;
  now?: () => Date;
}

/**
 * `GET /angels/status`: the angelic service's status check (tool spec §4, §8). Its test reading
 * is the universal daily message of the server's date, a cacheable reading, so checking often
 * costs at most one provider call a day while the provider is well.
 */
export function createAngelsStatusRoutes({ service, now = () => new Date() }: AngelsStatusDeps): Hono {
  return new Hono().get('/angels/status', async (context) => {
    const reading = await service.read(
      { feature: 'angels', type: 'daily-message', date: utcToIsoDate(now()) },
      context.req.raw.signal,
    );
    context.header('Cache-Control', 'no-store');
    return context.json(angelicStatusOf(reading.text, reading.source, reading.interrupted === true));
  });
}
