import { Hono } from 'hono';
import type { ServerEnv } from './env';
import { compressResponses } from './http/compress-responses';
import { type Logger, createLogger } from './logging/logger';
import { createStatusCheckRoutes } from './routes/status-checks';
import { createChartRoutes } from './routes/chart';
import { createReadingService } from './generation/reading-service';
import { createHealthRoutes } from './routes/health';
import { createPlaceRoutes } from './routes/places';
import { createReadingRoutes } from './routes/readings';
import { createSkyCalendarRoutes } from './routes/sky-calendar';
import { createSkyEventRoutes } from './routes/sky-events';
import { createSkyNowRoutes } from './routes/sky-now';
import { createTransitRoutes } from './routes/transits';
import { isClientAbort } from './http/client-abort';
import { securityHeaders, securityHeadersForAssets } from './security-headers';
import { createStoreFromEnv } from './store/create-store';
import type { SharedStore } from './store/shared-store';
import { isHashedAsset, mountClient } from './static-client';

export interface AppOptions {
  env: ServerEnv;
  /** Folder of the built client (dist/client); omitted in API-only tests. */
  clientRoot?: string;
  /** Injected clock, so tests can pin "today". */
  now?: () => Date;
  logger?: Logger;
  /** Shared state (cache, single-flight, rate limits); from REDIS_URL or memory when absent. */
  store?: SharedStore;
}

/** The whole server as a Hono app; `server/index.ts` serves it and tests call it directly. */
export function createApp(options: AppOptions): Hono {
  const { env, clientRoot, now = () => new Date() } = options;
  const logger = options.logger ?? createLogger(env.LOG_LEVEL);
  const app = new Hono();

  const headerOptions = { hstsIncludeSubdomains: env.HSTS_INCLUDE_SUBDOMAINS };
  const documentHeaders = securityHeaders(headerOptions);
  const assetHeaders = securityHeadersForAssets(headerOptions);
  app.use('*', (context, next) =>
    isHashedAsset(context.req.path) ? assetHeaders(context, next) : documentHeaders(context, next),
  );
  app.use('*', compressResponses());
  const store = options.store ?? createStoreFromEnv(env, logger);
  const service = createReadingService({ env, logger, store });
  app.route('/api', createHealthRoutes(env, { providerBudget: service.providerBudget }));
  app.route('/api', createReadingRoutes({ env, now, logger, store, service }));
  app.route('/api', createStatusCheckRoutes({ service, env, now }));
  app.route('/api', createChartRoutes());
  app.route('/api', createSkyEventRoutes());
  app.route('/api', createSkyNowRoutes(now));
  app.route(
    '/api',
    createTransitRoutes({
      allowedOrigins: env.ALLOWED_ORIGINS,
      trustedProxyHops: env.TRUST_PROXY,
      store,
      rule: { burst: env.RATE_LIMIT_BURST, perMinute: env.RATE_LIMIT_PER_MINUTE },
    }),
  );
  app.route('/api', createPlaceRoutes({ logger }));
  app.route('/', createSkyCalendarRoutes(now));
  app.all('/api/*', (context) =>
    context.json({ error: `No API route ${context.req.method} ${context.req.path}` }, 404),
  );

  if (clientRoot) mountClient(app, clientRoot);

  app.onError((error, context) => {
    // A visitor who closes the tab mid-upload is not a server fault: no stack trace, no alarm.
    if (isClientAbort(error, context.req.raw.signal)) {
      logger.debug('The client went away before its request was read', { path: context.req.path });
      return context.json({ error: 'The request was cancelled.' }, 400);
    }
    logger.error('Unhandled server error', { error: error.stack ?? String(error) });
    return context.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}
