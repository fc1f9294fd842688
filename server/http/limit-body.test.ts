import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { limitBody } from './limit-body';

const app = new Hono().post(
  '/echo',
  limitBody(16, (context) => context.json({ error: 'too large' }, 413)),
  async (context) => context.text(await context.req.text()),
);

const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const character of text) controller.enqueue(new TextEncoder().encode(character));
      controller.close();
    },
  });

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  app.request('/echo', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('limitBody', () => {
  it('passes a body within the declared limit', async () => {
    const response = await post('small', { 'content-length': '5' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('small');
  });

  it('refuses a declared length over the limit without reading the body', async () => {
    const response = await post('x'.repeat(17), { 'content-length': '17' });
    expect(response.status).toBe(413);
  });

  it('counts the bytes of a body sent without a length', async () => {
    expect((await post(streamOf('x'.repeat(17)))).status).toBe(413);
    const ok = await post(streamOf('short'));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('short');
  });
});
