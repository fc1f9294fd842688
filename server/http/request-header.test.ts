import { request as httpRequest } from 'node:http';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackServer, serveOnLoopback } from '../testing/serve-on-loopback';
import { requestHeader, requestQueryString } from './request-header';

const app = new Hono()
  .get('/headers', (context) =>
    context.json({
      type: requestHeader(context, 'content-type') ?? null,
      repeated: requestHeader(context, 'x-repeated') ?? null,
      missing: requestHeader(context, 'x-missing') ?? null,
    }),
  )
  .get('/query', (context) => context.text(requestQueryString(context)));

let server: LoopbackServer;
beforeAll(async () => {
  server = await serveOnLoopback(app);
});
afterAll(() => server.close());

/**
 * A GET with headers exactly as listed, repeats included (fetch would join them first). Given
 * as a list, Node adds no Host of its own, so it is listed too.
 */
function getWithRawHeaders(origin: string, headers: [name: string, value: string][]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const host = new URL(origin).host;
    const outgoing = httpRequest(
      `${origin}/headers`,
      { headers: ['Host', host, ...headers.flat()] },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => {
          if (incoming.statusCode === 200) resolve(JSON.parse(text));
          else reject(new Error(`HTTP ${incoming.statusCode}: ${text}`));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('requestHeader', () => {
  it("reads Node's parsed headers on the real server, whatever case the client used", async () => {
    const answer = await getWithRawHeaders(server.origin, [
      ['CONTENT-TYPE', 'application/json'],
      ['X-Repeated', 'a'],
      ['x-repeated', 'b'],
    ]);
    expect(answer).toEqual({ type: 'application/json', repeated: 'a, b', missing: null });
  });

  it('keeps the first of a repeated Content-Type, as Node does', async () => {
    const answer = await getWithRawHeaders(server.origin, [
      ['Content-Type', 'application/json'],
      ['Content-Type', 'text/plain'],
    ]);
    expect(answer).toMatchObject({ type: 'application/json' });
  });

  it('falls back to the standard lookup when there is no Node request (app.request)', async () => {
    const headers = new Headers({ 'Content-Type': 'application/json' });
    headers.append('X-Repeated', 'a');
    headers.append('X-Repeated', 'b');
    const answer: unknown = await (await app.request('/headers', { headers })).json();
    expect(answer).toEqual({ type: 'application/json', repeated: 'a, b', missing: null });
  });
});

describe('requestQueryString', () => {
  it('gives the query exactly as sent, escapes and order kept, without its "?"', async () => {
    const sent = 'feature=horoscope&sign=leo&name=R%C3%A9my&sign=virgo&empty=';
    expect(await (await fetch(`${server.origin}/query?${sent}`)).text()).toBe(sent);
    expect(await (await fetch(`${server.origin}/query`)).text()).toBe('');
    expect(await (await fetch(`${server.origin}/query?`)).text()).toBe('');
  });

  it('reads the URL when there is no Node request, without its fragment', async () => {
    expect(await (await app.request('/query?a=1&b=%20#part')).text()).toBe('a=1&b=%20');
    expect(await (await app.request('/query')).text()).toBe('');
  });
});
