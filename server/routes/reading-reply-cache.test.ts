import type { ReadingResponse } from '@core/contract/reading';
import { describe, expect, it } from 'vitest';
import { type ReadingReplyCache, createReadingReplyCache, serverSentEventsOf } from './reading-reply-cache';

const at = (iso: string) => new Date(iso);
const reply = { text: 'Leo, the day leans your way.', source: 'offline' as const };
const body = (sign: string) =>
  JSON.stringify({ feature: 'horoscope', sign, period: 'daily', date: '2026-11-24' });

const MB = 1_048_576;
const options = { capacity: 10, maxBytes: MB, ttlMs: 60_000 };
/** The same request in another spelling: what the route's full path finds by its canonical key. */
const canonical = (sign: string) => `canonical:${sign}`;
const remember = (
  cache: ReadingReplyCache,
  sign: string,
  now: Date,
  raw = body(sign),
  answer: ReadingResponse = reply,
) => cache.remember(canonical(sign), raw, answer, now);

describe('createReadingReplyCache', () => {
  it('answers the raw form it was given, and nothing else', () => {
    const cache = createReadingReplyCache(options);
    remember(cache, 'leo', at('2026-11-24T10:00:00Z'));
    expect(cache.lookUp(body('leo'), at('2026-11-24T10:00:01Z'))).toMatchObject({
      reply,
      json: new TextEncoder().encode(JSON.stringify(reply)),
      events: new TextEncoder().encode(serverSentEventsOf(reply)),
      expiresAt: Date.parse('2026-11-24T10:01:00Z'),
    });
    expect(cache.lookUp(body('virgo'), at('2026-11-24T10:00:01Z'))).toBeUndefined();
    expect(cache.lookUp(` ${body('leo')}`, at('2026-11-24T10:00:01Z'))).toBeUndefined();
  });

  it('finds an answer by its canonical request, and teaches the new spelling to find it', () => {
    const cache = createReadingReplyCache(options);
    const now = at('2026-11-24T10:00:00Z');
    remember(cache, 'leo', now);
    const respelled = 'sign=%6Ceo&feature=horoscope&period=daily&date=2026-11-24';
    expect(cache.lookUp(respelled, now)).toBeUndefined();
    expect(cache.find(canonical('leo'), respelled, now)).toMatchObject({ reply });
    expect(cache.lookUp(respelled, now)).toMatchObject({ reply });
    expect(cache.find(canonical('virgo'), body('virgo'), now)).toBeUndefined();
  });

  it('holds one answer for many spellings of one request, so spellings cannot grow its bytes', () => {
    const big = { text: 'x'.repeat(200_000), source: 'ai' as const };
    // Room for two such answers (about 800 KB each) at most.
    const cache = createReadingReplyCache({ ...options, maxBytes: 1_700_000, aliasCapacity: 50 });
    const now = at('2026-11-24T10:00:00Z');
    remember(cache, 'leo', now, body('leo'), big);
    for (let variant = 0; variant < 200; variant += 1) {
      const raw = `${body('leo')}${' '.repeat(variant)}`;
      expect(cache.find(canonical('leo'), raw, now)?.reply).toBe(big);
      remember(cache, 'leo', now, raw, big);
    }
    // Still one answer (the newest spellings find it), and a second request still fits beside it.
    remember(cache, 'virgo', now, body('virgo'), big);
    expect(cache.find(canonical('leo'), body('leo'), now)?.reply).toBe(big);
    expect(cache.lookUp(`${body('leo')}${' '.repeat(199)}`, now)?.reply).toBe(big);
    expect(cache.lookUp(body('virgo'), now)?.reply).toBe(big);
  });

  it('forgets an answer once its time is up', () => {
    const cache = createReadingReplyCache(options);
    remember(cache, 'leo', at('2026-11-24T10:00:00Z'));
    expect(cache.lookUp(body('leo'), at('2026-11-24T10:00:59.999Z'))).toMatchObject({ reply });
    expect(cache.lookUp(body('leo'), at('2026-11-24T10:01:00Z'))).toBeUndefined();
  });

  it('forgets every answer at the next UTC midnight, however long its time', () => {
    const cache = createReadingReplyCache({ ...options, ttlMs: 3_600_000 });
    remember(cache, 'leo', at('2026-11-24T23:59:30Z'));
    expect(cache.lookUp(body('leo'), at('2026-11-24T23:59:59.999Z'))).toMatchObject({ reply });
    expect(cache.lookUp(body('leo'), at('2026-11-25T00:00:00Z'))).toBeUndefined();
  });

  it('lets the oldest answer go when full', () => {
    const cache = createReadingReplyCache({ ...options, capacity: 2 });
    const now = at('2026-11-24T10:00:00Z');
    remember(cache, 'aries', now);
    remember(cache, 'taurus', now);
    remember(cache, 'gemini', now);
    expect(cache.lookUp(body('aries'), now)).toBeUndefined();
    expect(cache.lookUp(body('taurus'), now)).toMatchObject({ reply });
    expect(cache.lookUp(body('gemini'), now)).toMatchObject({ reply });
  });

  it('keeps answers within its bytes: large ones push the oldest out, one too large is not kept', () => {
    const cache = createReadingReplyCache({ ...options, capacity: 1_000, maxBytes: 2 * MB });
    const now = at('2026-11-24T10:00:00Z');
    const large = { text: 'é'.repeat(250_000), source: 'ai' as const };
    for (const sign of ['aries', 'taurus', 'gemini', 'cancer']) remember(cache, sign, now, body(sign), large);
    // Each costs about 1.5 MB (two bytes a character as a string, and two in each UTF-8 body).
    expect(cache.lookUp(body('cancer'), now)?.reply).toBe(large);
    expect(cache.lookUp(body('gemini'), now)).toBeUndefined();
    expect(cache.lookUp(body('aries'), now)).toBeUndefined();
    remember(cache, 'leo', now, body('leo'), { text: 'x'.repeat(2 * MB), source: 'ai' });
    expect(cache.lookUp(body('leo'), now)).toBeUndefined();
    expect(cache.lookUp(body('cancer'), now)?.reply).toBe(large);
  });

  it('keeps nothing with no capacity or no bytes, and no alias for a long body', () => {
    const now = at('2026-11-24T10:00:00Z');
    const none = createReadingReplyCache({ ...options, capacity: 0 });
    remember(none, 'leo', now);
    expect(none.lookUp(body('leo'), now)).toBeUndefined();
    const noBytes = createReadingReplyCache({ ...options, maxBytes: 0 });
    remember(noBytes, 'leo', now);
    expect(noBytes.find(canonical('leo'), body('leo'), now)).toBeUndefined();
    const short = createReadingReplyCache({ ...options, maxBodyLength: 20 });
    remember(short, 'leo', now);
    expect(short.lookUp(body('leo'), now)).toBeUndefined();
    expect(short.find(canonical('leo'), body('leo'), now)).toMatchObject({ reply });
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
