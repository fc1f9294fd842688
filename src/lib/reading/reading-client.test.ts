import { describe, expect, it, vi } from 'vitest';
import type { ReadingRequest } from '@core/features/reading-request';
import { ReadingRateLimitedError, ReadingUnavailableError, streamReading } from './reading-client';

const request: ReadingRequest = { feature: 'horoscope', sign: 'leo', period: 'daily', date: '2026-11-22' };

const sse = (...events: [string, object][]) =>
  events
    .map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify({ type: event, ...data })}\n\n`)
    .join('');

const fetchAnswering = (body: string, status = 200) =>
  vi.fn<typeof fetch>(
    async () => new Response(body, { status, headers: { 'content-type': 'text/event-stream' } }),
  );

describe('streamReading', () => {
  it('asks for a shared reading with GET and assembles the streamed text', async () => {
    const fetchImpl = fetchAnswering(
      sse(
        ['text-delta', { text: 'The Moon ' }],
        ['text-delta', { text: 'is kind.' }],
        ['text-end', { source: 'ai' }],
      ),
    );
    const seen: string[] = [];
    const result = await streamReading(request, { fetchImpl, onText: (text) => seen.push(text) });
    expect(result).toEqual({ text: 'The Moon is kind.', source: 'ai', interrupted: false });
    expect(seen).toEqual(['The Moon ', 'The Moon is kind.']);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/readings?feature=horoscope&sign=leo&period=daily&date=2026-11-22');
    expect(init?.method).toBeUndefined();
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get('accept')).toBe('text/event-stream');
  });

  it('posts a personal reading as a JSON body, never in the URL', async () => {
    const fetchImpl = fetchAnswering(sse(['text-delta', { text: 'Heard.' }], ['text-end', { source: 'ai' }]));
    const personal: ReadingRequest = {
      feature: 'dream-oracle',
      kind: 'analysis',
      sign: 'leo',
      description: 'I swam through my old school, which was full of water.',
      symbols: [],
      analysisType: 'astrological-interpretation',
      date: '2026-11-22',
    };
    await streamReading(personal, { fetchImpl });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/readings');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(personal);
  });

  it('passes the source and interruption marker through', async () => {
    const fetchImpl = fetchAnswering(
      sse(['text-delta', { text: 'Partial' }], ['text-end', { source: 'ai', interrupted: true }]),
    );
    expect(await streamReading(request, { fetchImpl })).toEqual({
      text: 'Partial',
      source: 'ai',
      interrupted: true,
    });
  });

  it('passes the crisis marker of a help reply through, and only when it is set', async () => {
    const help = fetchAnswering(
      sse(['text-delta', { text: 'Please call 988.' }], ['text-end', { source: 'offline', crisis: true }]),
    );
    expect(await streamReading(request, { fetchImpl: help })).toEqual({
      text: 'Please call 988.',
      source: 'offline',
      interrupted: false,
      crisis: true,
    });
    const plain = fetchAnswering(
      sse(['text-delta', { text: 'Hi.' }], ['text-end', { source: 'ai', crisis: false }]),
    );
    expect(await streamReading(request, { fetchImpl: plain })).not.toHaveProperty('crisis');
  });

  it('keeps the text so far, marked incomplete, when the stream closes without an end', async () => {
    const fetchImpl = fetchAnswering(sse(['text-delta', { text: 'Half a reading' }]));
    expect(await streamReading(request, { fetchImpl })).toEqual({
      text: 'Half a reading',
      source: 'ai',
      interrupted: true,
    });
  });

  it('reports the service as unavailable on a network error, an HTTP error or an empty stream', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(streamReading(request, { fetchImpl: offline })).rejects.toBeInstanceOf(
      ReadingUnavailableError,
    );
    await expect(streamReading(request, { fetchImpl: fetchAnswering('oops', 502) })).rejects.toBeInstanceOf(
      ReadingUnavailableError,
    );
    await expect(streamReading(request, { fetchImpl: fetchAnswering('') })).rejects.toBeInstanceOf(
      ReadingUnavailableError,
    );
  });

  it('says when to try again after a 429, from the body or the Retry-After header', async () => {
    const limited = (body: string, headers: Record<string, string> = {}) =>
      vi.fn<typeof fetch>(async () => new Response(body, { status: 429, headers }));
    const fromBody = streamReading(request, {
      fetchImpl: limited(JSON.stringify({ error: 'Too many', retryAfterSeconds: 42 })),
    });
    await expect(fromBody).rejects.toBeInstanceOf(ReadingRateLimitedError);
    await expect(fromBody).rejects.toMatchObject({ retryAfterSeconds: 42 });
    await expect(
      streamReading(request, { fetchImpl: limited('not json', { 'retry-after': '7' }) }),
    ).rejects.toMatchObject({ retryAfterSeconds: 7 });
    // Still a ReadingUnavailableError, so pages that compose offline on any refusal keep doing so.
    await expect(streamReading(request, { fetchImpl: limited('') })).rejects.toBeInstanceOf(
      ReadingUnavailableError,
    );
  });
});
