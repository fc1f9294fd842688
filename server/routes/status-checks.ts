import { statusChecks } from '@core/features/status-checks';
import { utcToIsoDate } from '@core/time/calendar-date';
import { Hono } from 'hono';
import type { ServerEnv } from '../env';
import { clientAddress } from '../http/client-address';
import { refuseCrossSite } from '../http/request-guards';
import type { ReadingService } from '../generation/reading-service';

export interface StatusCheckDeps {
  /** The readings' own service, so a test reading shares their cache and provider guard. */
  service: ReadingService;
  /** Allowed origins and trusted proxies, as for the readings. */
  env: Pick<ServerEnv, 'ALLOWED_ORIGINS' | 'TRUST_PROXY'>;
  now?: () => Date;
}

/**
 * `GET /<feature>/status` for each feature that has one (`core/features/status-checks.ts`; today
 * the angelic service). Its test reading may start a provider call, so it refuses other sites
 * as the readings do, and counts as a new generation of its client.
 */
export function createStatusCheckRoutes({ service, env, now = () => new Date() }: StatusCheckDeps): Hono {
  const sameOrigin = { allowedOrigins: env.ALLOWED_ORIGINS, trustedProxyHops: env.TRUST_PROXY };
  const routes = new Hono();
  for (const [feature, check] of Object.entries(statusChecks)) {
    routes.get(`/${feature}/status`, async (context) => {
      const crossSite = refuseCrossSite(context, sameOrigin);
      if (crossSite) return crossSite;
      const reading = await service.read(check.testRequest(utcToIsoDate(now())), context.req.raw.signal, {
        client: clientAddress(context, env.TRUST_PROXY),
      });
      context.header('Cache-Control', 'no-store');
      return context.json(check.describe(reading.text, reading.source, reading.interrupted === true));
    });
  }
  return routes;
}
