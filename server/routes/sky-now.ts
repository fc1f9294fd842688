import { Hono } from 'hono';
import type { SkyNow } from '@core/contract/sky-now';
import { skyAt } from '@core/sky/daily-sky';

/** How long browsers may reuse an answer: the Moon moves about 3′ in five minutes. */
const MAX_AGE_SECONDS = 300;

/**
 * `GET /api/sky/now`: the Sun and Moon of this moment. The home page shows the real Moon from
 * this small answer instead of downloading the astronomy code on a first visit.
 */
export function createSkyNowRoutes(now: () => Date = () => new Date()): Hono {
  return new Hono().get('/sky/now', (context) => {
    const body: SkyNow = skyAt(now());
    context.header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
    return context.json(body);
  });
}
