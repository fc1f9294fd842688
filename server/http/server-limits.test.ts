import { createServer } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_LIMITS, applyServerLimits, serverOptionsFor } from './server-limits';

describe('applyServerLimits', () => {
  it('sets every limit on the server', () => {
    const server = createServer();
    applyServerLimits(server);
    expect(server.maxConnections).toBe(DEFAULT_SERVER_LIMITS.maxConnections);
    expect(server.requestTimeout).toBe(DEFAULT_SERVER_LIMITS.requestTimeoutMs);
    expect(server.headersTimeout).toBe(DEFAULT_SERVER_LIMITS.headersTimeoutMs);
    expect(server.keepAliveTimeout).toBe(DEFAULT_SERVER_LIMITS.keepAliveTimeoutMs);
    expect(server.timeout).toBe(DEFAULT_SERVER_LIMITS.idleSocketTimeoutMs);
  });

  it('closes a connection that never finishes its headers', async () => {
    const limits = { ...DEFAULT_SERVER_LIMITS, headersTimeoutMs: 200, requestTimeoutMs: 200 };
    const server = createServer(serverOptionsFor(limits), (_request, response) => response.end('ok'));
    applyServerLimits(server, limits);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const started = Date.now();
    const closed = await new Promise<number>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n'));
      socket.on('data', () => undefined);
      socket.on('close', () => resolve(Date.now() - started));
      socket.on('error', () => undefined);
    });
    server.close();
    // Node checks the header deadline on a timer, so allow its granularity on a busy machine.
    expect(closed).toBeLessThan(5_000);
  });
});
