import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { InvalidConfigurationError, parseEnv } from './env';
import { listeningAt } from './http/listen-address';
import { applyServerLimits, serverOptionsFor } from './http/server-limits';
import { readingSourceLine } from './generation/provider-url';
import { createLogger } from './logging/logger';
import { createStoreFromEnv } from './store/create-store';
import { getPlaceIndex } from './places/place-index';

import { runtimePaths } from './runtime-paths';

const { clientRoot } = runtimePaths;

function main(): void {
  const env = parseEnv(process.env);
  if (!existsSync(clientRoot)) {
    console.warn(`No built client at ${clientRoot}: serving the API only. Run "npm run build" first.`);
  }
  const logger = createLogger(env.LOG_LEVEL);
  const store = createStoreFromEnv(env, logger);
  const app = createApp({ env, logger, store, clientRoot: existsSync(clientRoot) ? clientRoot : undefined });
  const server = serve(
    { fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: serverOptionsFor() },
    // `info` is `server.address()` once bound: the address HOST resolved to and the real port.
    (info) => {
      console.info(
        `Cosmic Guide is listening on ${listeningAt(info)} — readings from the ${readingSourceLine(env)}`,
      );
      // Load the 200,000-place index now, in the background, so the first birth-place search is instant.
      getPlaceIndex().catch((error: unknown) => console.error('Could not load the place index:', error));
    },
  );
  applyServerLimits(server as Server);

  // Finish in-flight answers on Ctrl+C or a container stop, then exit.
  const shutdown = (signal: string) => {
    console.info(`${signal} received, closing the server`);
    server.close(() => {
      void store.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

try {
  main();
} catch (error) {
  if (error instanceof InvalidConfigurationError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
