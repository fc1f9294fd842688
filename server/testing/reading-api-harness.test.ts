import { describe, expect, it } from 'vitest';
import { HARNESS_API_KEY, readingApiHarness } from './reading-api-harness';

/**
 * The harness's promises to the API tests that lean on it: one router per test, closed after
 * it; the fake forgotten between tests; settings layered harness < file < test.
 */
const NOW = new Date('2026-11-23T10:00:00Z');
const REPLY = 'The harness hears you.';
const horoscope = { feature: 'horoscope', sign: 'leo', period: 'daily', date: '2026-11-23' };

const { fake, startApi, startOfflineApi, startPoster, post, jsonReading, rejected, responsesBody } =
  readingApiHarness({ reply: REPLY, chunkDelayMs: 0, now: NOW, env: { OPENAI_MAX_RETRIES: 1 } });

describe('readingApiHarness', () => {
  let urlOfEarlierTest = '';

  it('starts a router on loopback that reaches the fake with the harness key', async () => {
    urlOfEarlierTest = await startApi();
    expect(urlOfEarlierTest).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/readings$/);
    expect(await jsonReading(urlOfEarlierTest, horoscope)).toEqual({ text: REPLY, source: 'ai' });
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${HARNESS_API_KEY}`);
    expect(responsesBody().input.length).toBeGreaterThan(0);
  });

  it('closes each test’s router after it, and forgets the fake’s requests', async () => {
    expect(fake.calls).toBe(0);
    await expect(post(urlOfEarlierTest, horoscope)).rejects.toThrow();
  });

  it('layers the file’s settings over its defaults, and a test’s over the file’s', async () => {
    fake.setScenario({ kind: 'status', status: 500 });
    // The file asks for one retry: two calls before the fallback.
    expect((await jsonReading(await startApi(), horoscope)).source).toBe('fallback');
    expect(fake.calls).toBe(2);
    // This test asks for none.
    expect((await jsonReading(await startApi({ OPENAI_MAX_RETRIES: 0 }), horoscope)).source).toBe('fallback');
    expect(fake.calls).toBe(3);
  });

  it('starts without a key for the offline composer, and hands out posters', async () => {
    expect((await jsonReading(await startOfflineApi(), horoscope)).source).toBe('offline');
    const send = await startPoster({ OPENAI_API_KEY: undefined });
    const streamed = await send(horoscope, 'text/event-stream');
    expect(streamed.headers.get('content-type')).toContain('text/event-stream');
    expect(fake.calls).toBe(0);
  });

  it('reads a refusal as the API’s error body', async () => {
    const error = await rejected(await startApi(), { ...horoscope, sign: 'ophiuchus' });
    expect(error.issues?.[0]?.path).toBe('sign');
  });
});
