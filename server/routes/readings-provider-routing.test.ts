import { everyFeatureApiCases } from '@core/features/api-cases';
import { describe, expect, it } from 'vitest';
import { clockOf, expectText, sentMessages, sentPrompt } from '../testing/api-case-checks';
import { DEFAULT_FAKE_REPLY } from '../testing/fake-openai';
import { readSse, summarize } from '../testing/read-sse';
import {
  type ChatCompletionsBody,
  type ResponsesBody,
  readingApiHarness,
} from '../testing/reading-api-harness';

/**
 * Every feature's provider call, end to end on loopback against the fake provider: the API and
 * model its route names, the settings the spec fixes, and a prompt grounded in the facts the
 * server computed (what each case says the system and user messages hold). The provider's text
 * comes back whole, as JSON and, where a case asks, as a stream.
 */
const { fake, startApi, post, jsonReading } = readingApiHarness({
  now: new Date('2026-11-24T10:00:00Z'),
  chunkWords: 4,
  chunkDelayMs: 1,
  env: { RATE_LIMIT_BURST: 1_000 },
});

const PATHS = { responses: '/v1/responses', 'chat-completions': '/v1/chat/completions' } as const;

describe.each(everyFeatureApiCases())('%s with a provider', (_feature, cases) => {
  it.each(cases.routing.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const url = await startApi({}, { now: clockOf(cases.now) });
    expect(await jsonReading(url, row.request)).toEqual({ text: DEFAULT_FAKE_REPLY, source: 'ai' });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.path).toBe(PATHS[row.api]);
    const body = fake.requests[0]?.body as ResponsesBody & ChatCompletionsBody;
    expect(body.model).toBe(row.model);
    if (row.reasoning !== undefined) expect(body.reasoning).toEqual(row.reasoning);
    if (row.maxTokens !== undefined) expect(body.max_tokens).toBe(row.maxTokens);
    if (row.temperature !== undefined) expect(body.temperature).toBe(row.temperature);
    expect(sentMessages(fake).map((message) => message.role)).toEqual(row.roles ?? ['system', 'user']);
    const { system, user } = sentPrompt(fake);
    expectText(user, row.user, 'the user message');
    expectText(system, row.system, 'the system message');

    if (row.streams) {
      const { text, end } = summarize(
        await readSse(await post(url, row.request, { accept: 'text/event-stream' })),
      );
      expect(text).toBe(DEFAULT_FAKE_REPLY);
      expect(end).toEqual({ type: 'text-end', source: 'ai' });
    }
  });
});
