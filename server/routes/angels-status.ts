import { angelicStatusOf } from '@core/features/angels/angelic-status';
import { utcToIsoDate } from '@core/time/calendar-date';
import { Hono } from 'hono';
import type { ServerEnv } from '../env';
import { clientAddress } from '../http/client-address';
import { refuseCrossSite } from '../http/request-guards';
import type { ReadingService } from '../generation/reading-service';

export interface AngelsStatusDeps {
  /** The readings' own service, so the test reading shares their cache and provider guard. */
  service: ReadingService;
  /** Allowed origins and trusted proxies, as for the readings. */
  env: Pick<ServerEnv, 'ALLOWED_ORIGINS' | 'TRUST_PROXY'>;
  now?: () => Date;
}

/**
 * `GET /angels/status`: the angelic service's status check (tool spec §4, §8). Its test reading
 * is the universal daily message of the server's date, a cacheable reading, so checking often
 * costs at most one provider call a day while the provider is well. It may start that call, so
 * it refuses other sites as the readings do, and counts as a new generation of its client.
 */
export function createAngelsStatusRoutes({ service, env, now = () => new Date() }: AngelsStatusDeps): Hono {
  const sameOrigin = { allowedOrigins: env.ALLOWED_ORIGINS, trustedProxyHops: env.TRUST_PROXY };
  return new Hono().get('/angels/status', async (context) => {
    const crossSite = refuseCrossSite(context, sameOrigin);
    if (crossSite) return crossSite;
    const reading = await service.read(
      { feature: 'angels', type: 'daily-message', date: utcToIsoDate(now()) },
      context.req.raw.signal,
      { client: clientAddress(context, env.TRUST_PROXY) },
    );
    context.header('Cache-Control', 'no-store');
    return context.json(angelicStatusOf(reading.text, reading.source, reading.interrupted === true));
  });
}
