import { ADA } from '@core/testing/birth-fixtures';
import { describe, expect, it } from 'vitest';
import { readingApiHarness } from '../testing/reading-api-harness';

/**
 * Without a key every reading is written on the server and ready at once, so its events go out
 * as one body (issue 27, item 5): the same events a stream would carry, without paying for a
 * write, a heartbeat and the web-stream plumbing per event.
 */
const { startApi } = readingApiHarness({ now: new Date('2026-11-24T10:00:00Z') });

describe('offline readings as events', () => {
  it('sends every paragraph and the end in one body, not a chunked stream', async () => {
    const url = await startApi({ OPENAI_API_KEY: undefined });
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ feature: 'birth-chart', person: ADA }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('transfer-encoding')).toBeNull();
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    const events = (await response.text()).split('\n\n').filter(Boolean);
    expect(events.length).toBeGreaterThan(2);
    expect(events.at(-1)).toBe('event: text-end\ndata: {"type":"text-end","source":"offline"}');
    expect(events.slice(0, -1).every((event) => event.startsWith('event: text-delta\ndata: '))).toBe(true);
  });
});
