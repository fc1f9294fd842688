import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReadingRequest } from '@core/features/reading-request';

const request: ReadingRequest = { feature: 'horoscope', sign: 'leo', period: 'daily', date: '2026-11-22' };

afterEach(() => {
  vi.doUnmock('./compose-locally');
  vi.doUnmock('../sound/use-sound');
  vi.resetModules();
  vi.unstubAllGlobals();
});

/**
 * How long a wait may take before it fails. Each test resets the modules, so the reading client,
 * the stream's schemas (zod) and the offline composer load afresh through Vite on the first
 * reading, which takes well over Testing Library's default second when the cores are busy. Every
 * wait is on the state itself: a broken hook still fails, only later.
 */
const SETTLED = { timeout: 10_000 };

const sse =
  'event: text-delta\ndata: {"type":"text-delta","text":"Bright day."}\n\nevent: text-end\ndata: {"type":"text-end","source":"ai"}\n\n';

describe('useReading', { timeout: 30_000 }, () => {
  it('is idle without a request, then streams to a finished reading', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(sse, { headers: { 'content-type': 'text/event-stream' } })),
    );
    const { useReading } = await import('./use-reading');
    const { result, rerender } = renderHook(({ value }) => useReading(value), {
      initialProps: { value: null as ReadingRequest | null },
    });
    expect(result.current).toEqual({ status: 'idle' });
    rerender({ value: request });
    expect(result.current.status).toBe('loading');
    await waitFor(
      () =>
        expect(result.current).toEqual({
          status: 'done',
          text: 'Bright day.',
          source: 'ai',
          interrupted: false,
        }),
      SETTLED,
    );
  });

  it('composes offline when the server is unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { useReading } = await import('./use-reading');
    const { result } = renderHook(() => useReading(request));
    await waitFor(() => expect(result.current.status).toBe('done'), SETTLED);
    expect(result.current).toMatchObject({ source: 'offline', composedOnDevice: true });
  });

  it('does not mark a reading the server composed offline as made on this device', async () => {
    const offlineSse =
      'event: text-delta\ndata: {"type":"text-delta","text":"Quiet sky."}\n\nevent: text-end\ndata: {"type":"text-end","source":"offline"}\n\n';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(offlineSse, { headers: { 'content-type': 'text/event-stream' } })),
    );
    const { useReading } = await import('./use-reading');
    const { result } = renderHook(() => useReading(request));
    await waitFor(() => expect(result.current.status).toBe('done'), SETTLED);
    expect(result.current).toEqual({
      status: 'done',
      text: 'Quiet sky.',
      source: 'offline',
      interrupted: false,
    });
  });

  it('ends on the fallback text when even the local composer fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.doMock('./compose-locally', () => ({
      composeLocally: () => Promise.reject(new Error('composer broke')),
    }));
    const { useReading } = await import('./use-reading');
    const { result } = renderHook(() => useReading(request));
    await waitFor(
      () =>
        expect(result.current).toEqual({
          status: 'done',
          text: 'The cosmic energies are shifting... please try again.',
          source: 'fallback',
          interrupted: false,
        }),
      SETTLED,
    );
  });

  it.each([
    ['the "ai" sound by default', undefined, 'ai'],
    ['the sound the page asks for', { completionSound: 'divine' as const }, 'divine'],
  ])('plays %s after a successful reading', async (_name, options, expected) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(sse, { headers: { 'content-type': 'text/event-stream' } })),
    );
    const notifyReadingComplete = vi.fn();
    vi.doMock('../sound/use-sound', () => ({ notifyReadingComplete }));
    const { useReading } = await import('./use-reading');
    const { result } = renderHook(() => useReading(request, options));
    await waitFor(() => expect(result.current.status).toBe('done'), SETTLED);
    await waitFor(() => expect(notifyReadingComplete).toHaveBeenCalledExactlyOnceWith(expected), SETTLED);
  });
});
