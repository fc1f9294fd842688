import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestHungError, sendRaw } from './send-raw-request';

/** A tiny server that echoes what arrived, so the test sees the request exactly as sent. */
let origin = '';
const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
  if (incoming.url === '/hang') return;
  const parts: Buffer[] = [];
  incoming.on('data', (part: Buffer) => parts.push(part));
  incoming.on('end', () => {
    const echo = JSON.stringify({
      url: incoming.url,
      method: incoming.method,
      transferEncoding: incoming.headers['transfer-encoding'] ?? null,
      body: Buffer.concat(parts).toString('latin1'),
    });
    if (incoming.url === '/gzip') {
      outgoing.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(echo));
      return;
    }
    outgoing.writeHead(200).end(echo);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

const echoOf = (body: Buffer) => JSON.parse(body.toString('utf8')) as Record<string, unknown>;

describe('sendRaw', () => {
  it('sends the path untouched: no dot-segment removal, no re-encoding', async () => {
    const path = '/assets/../../etc/passwd?q=%ff&q=%';
    const answer = await sendRaw(
      origin,
      { label: 't', method: 'GET', path, headers: {} },
      { timeoutMs: 2_000 },
    );
    expect(echoOf(answer.body).url).toBe(path);
  });

  it('sends bytes that are not UTF-8, and a body in chunks', async () => {
    const body = Buffer.from([0x7b, 0xff, 0xc0, 0xaf, 0x7d]);
    const answer = await sendRaw(
      origin,
      { label: 't', method: 'POST', path: '/', headers: {}, body, chunks: 3 },
      { timeoutMs: 2_000 },
    );
    expect(echoOf(answer.body)).toMatchObject({ transferEncoding: 'chunked', body: body.toString('latin1') });
  });

  it('decompresses a compressed answer', async () => {
    const answer = await sendRaw(
      origin,
      { label: 't', method: 'GET', path: '/gzip', headers: {} },
      { timeoutMs: 2_000 },
    );
    expect(echoOf(answer.body).url).toBe('/gzip');
  });

  it('gives up on a server that never answers, with a hang error', async () => {
    await expect(
      sendRaw(origin, { label: 't', method: 'GET', path: '/hang', headers: {} }, { timeoutMs: 100 }),
    ).rejects.toBeInstanceOf(RequestHungError);
  });
});
