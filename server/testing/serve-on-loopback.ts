import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

export interface LoopbackServer {
  /** Origin of the running server, e.g. http://127.0.0.1:41234 */
  origin: string;
  close(): Promise<void>;
}

/** Serves an app on a free loopback port, as the real server does, for API tests. */
export function serveOnLoopback(app: Hono): Promise<LoopbackServer> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((closed) => {
            // Keep-alive sockets would otherwise hold close() open until they time out.
            if ('closeAllConnections' in server) server.closeAllConnections();
            server.close(() => closed());
          }),
      }),
    );
  });
}
