import { describe, expect, it } from 'vitest';
import { createReadingReplyCache, serverSentEventsOf } from './reading-reply-cache';

const at = (iso: string) => new Date(iso);
const reply = { text: 'Leo, the day leans your way.', source: 'offline' as const };
const body = (sign: string) =>
  JSON.stringify({ feature: 'horoscope', sign, period: 'daily', date: '2026-11-24' });

describe('createReadingReplyCache', () => {
  it('answers the exact body it was given, and nothing else', () => {
    const cache = createReadingReplyCache({ capacity: 10, ttlMs: 60_000 });
    cache.remember(body('leo'), reply, at('2026-11-24T10:00:00Z'));
    expect(cache.lookUp(body('leo'), at('2026-11-24T10:00:01Z'))).toEqual({
      reply,
      json: new TextEncoder().encode(JSON.stringify(reply)),
      events: new TextEncoder().encode(serverSentEventsOf(reply)),
      expiresAt: Date.parse('2026-11-24T10:01:00Z'),
    });
    expect(cache.lookUp(body('virgo'), at('2026-11-24T10:00:01Z'))).toBeUndefined();
    expect(cache.lookUp(` ${body('leo')}`, at('2026-11-24T10:00:01Z'))).toBeUndefined();
  });

  it('forgets an answer once its time is up', () => {
    const cache = createReadingReplyCache({ capacity: 10, ttlMs: 60_000 });
    cache.remember(body('leo'), reply, at('2026-11-24T10:00:00Z'));
    expect(cache.lookUp(body('leo'), at('2026-11-24T10:00:59.999Z'))).toMatchObject({ reply });
    expect(cache.lookUp(body('leo'), at('2026-11-24T10:01:00Z'))).toBeUndefined();
  });

  it('forgets every answer at the next UTC midnight, however long its time', () => {
    const cache = createReadingReplyCache({ capacity: 10, ttlMs: 3_600_000 });
    cache.remember(body('leo'), reply, at('2026-11-24T23:59:30Z'));
    expect(cache.lookUp(body('leo'), at('2026-11-24T23:59:59.999Z'))).toMatchObject({ reply });
    expect(cache.lookUp(body('leo'), at('2026-11-25T00:00:00Z'))).toBeUndefined();
  });

  it('lets the oldest answer go when full', () => {
    const cache = createReadingReplyCache({ capacity: 2, ttlMs: 60_000 });
    const now = at('2026-11-24T10:00:00Z');
    cache.remember(body('aries'), reply, now);
    cache.remember(body('taurus'), reply, now);
    cache.remember(body('gemini'), reply, now);
    expect(cache.lookUp(body('aries'), now)).toBeUndefined();
    expect(cache.lookUp(body('taurus'), now)).toMatchObject({ reply });
    expect(cache.lookUp(body('gemini'), now)).toMatchObject({ reply });
  });

  it('keeps nothing with no capacity, and no long body', () => {
    const now = at('2026-11-24T10:00:00Z');
    const none = createReadingReplyCache({ capacity: 0, ttlMs: 60_000 });
    none.remember(body('leo'), reply, now);
    expect(none.lookUp(body('leo'), now)).toBeUndefined();
    const short = createReadingReplyCache({ capacity: 10, ttlMs: 60_000, maxBodyLength: 20 });
    short.remember(body('leo'), reply, now);
    expect(short.lookUp(body('leo'), now)).toBeUndefined();
  });
});

describe('serverSentEventsOf', () => {
  it('writes the text, then the end, as event-stream frames', () => {
    expect(serverSentEventsOf({ text: 'Two\n\nparagraphs', source: 'ai' })).toBe(
      'event: text-delta\ndata: {"type":"text-delta","text":"Two\\n\\nparagraphs"}\n\n' +
        'event: text-end\ndata: {"type":"text-end","source":"ai"}\n\n',
    );
  });
});
