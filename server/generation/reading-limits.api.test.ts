import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import { describe, expect, it } from 'vitest';
import { readingRecipes } from '@core/features/reading-recipes';
import { readSse, summarize } from '../testing/read-sse';
import { readingApiHarness } from '../testing/reading-api-harness';
import { replyCharCeiling } from '@core/compose/feature-route';
import { REASONING_RESERVE_TOKENS } from './openai-provider';

/**
 * Findings 1 and 3 of the security review, end to end on loopback against the fake provider:
 * a provider that floods a 2 MB reply is cut at the feature's character ceiling (never forwarded
 * or cached past it), and one that drips a character at a time is ended by the progress rule.
 */
const NOW = new Date('2026-11-23T10:00:00Z');
const TODAY = '2026-11-23';
const REPLY =
  'The Moon lends you a patient, observant mood today. Conversations loosen when you listen ' +
  'for the answer behind the words, and a small task opens a larger door.';
/** 2 MB of a model repeating itself. */
const HUGE_REPLY = 'The stars repeat themselves, again and again. '.repeat(45_000);
/** The progress window these tests run with, instead of 15 s. */
const WINDOW_MS = 300;

const { fake, startApi, post, jsonReading } = readingApiHarness({
  reply: REPLY,
  chunkWords: 3,
  chunkDelayMs: 0,
  now: NOW,
  timing: { progressWindowMs: WINDOW_MS },
});

const horoscope = { feature: 'horoscope', sign: 'leo', period: 'monthly', date: TODAY } as const;
const wellbeing = { feature: 'wellbeing', sign: 'scorpio', topic: 'stress-management', date: TODAY } as const;

async function disconnected(index: number): Promise<boolean> {
  for (let tries = 0; tries < 100 && !fake.requests[index]?.disconnected; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return fake.requests[index]?.disconnected ?? false;
}

describe('a 2 MB reply', () => {
  it('is cut at the feature ceiling, marked interrupted, never cached, and the provider is hung up on', async () => {
    expect(HUGE_REPLY.length).toBeGreaterThan(2_000_000);
    const ceiling = replyCharCeiling(readingRecipes.horoscope.route);
    const url = await startApi();
    fake.setScenario({ kind: 'flood', chunkChars: 64 * 1024, text: HUGE_REPLY });

    const first = await jsonReading(url, horoscope);
    expect(first.interrupted).toBe(true);
    expect(first.source).toBe('ai');
    expect(first.text.length).toBeGreaterThan(0);
    expect(first.text.length).toBeLessThanOrEqual(ceiling);
    expect(HUGE_REPLY.startsWith(first.text)).toBe(true);
    expect(await disconnected(0), 'the rest of the reply is not read').toBe(true);

    // Not cached (neither the reading nor the route's reply cache): the next visitor asks again.
    fake.setScenario({ kind: 'reply' });
    expect(await jsonReading(url, horoscope)).toEqual({ text: REPLY, source: 'ai' });
    expect(fake.calls).toBe(2);
  });

  it('streams no more than the ceiling to a browser either (Chat Completions)', async () => {
    const ceiling = replyCharCeiling(readingRecipes.wellbeing.route);
    const url = await startApi();
    fake.setScenario({ kind: 'flood', chunkChars: 16 * 1024, text: HUGE_REPLY });
    const response = await post(url, wellbeing, { accept: 'text/event-stream' });
    const { text, end } = summarize(await readSse(response));
    expect(end).toEqual({ type: 'text-end', source: 'ai', interrupted: true });
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThanOrEqual(ceiling);
  });

  it('is asked not to happen: each call names the route ceiling', async () => {
    const url = await startApi();
    await jsonReading(url, horoscope);
    await jsonReading(url, wellbeing);
    const [responses, chat] = fake.requests.map((request) => request.body as Record<string, unknown>);
    expect(responses?.max_output_tokens).toBe(
      readingRecipes.horoscope.route.maxOutputTokens + REASONING_RESERVE_TOKENS.high,
    );
    expect(chat?.max_tokens).toBe(readingRecipes.wellbeing.route.maxOutputTokens);
  });
});

describe('a provider that drips one character at a time', () => {
  it('from the start ends in the fallback text within the progress window, showing none of the drip', async () => {
    const url = await startApi();
    fake.setScenario({ kind: 'drip', afterChunks: 0, everyMs: 20 });
    const started = Date.now();
    const response = await post(url, horoscope, { accept: 'text/event-stream' });
    const { text, end } = summarize(await readSse(response));
    expect(end).toEqual({ type: 'text-end', source: 'fallback' });
    expect(text).toBe(FALLBACK_TEXTS.horoscope);
    expect(Date.now() - started).toBeLessThan(WINDOW_MS * 6);
  });

  it('after some real text ends as interrupted with the text so far', async () => {
    const url = await startApi();
    fake.setScenario({ kind: 'drip', afterChunks: 6, everyMs: 20 });
    const started = Date.now();
    const reading = await jsonReading(url, horoscope);
    expect(reading.interrupted).toBe(true);
    expect(reading.source).toBe('ai');
    const opening = 'The Moon lends you a patient, observant mood today. Conversations ';
    expect(reading.text.startsWith(opening)).toBe(true);
    expect(REPLY.startsWith(reading.text)).toBe(true);
    expect(reading.text.length).toBeLessThan(REPLY.length);
    expect(Date.now() - started).toBeLessThan(WINDOW_MS * 6);
  });
});
