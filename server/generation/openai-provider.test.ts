import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { type FakeOpenAI, startFakeOpenAI } from '../testing/fake-openai';
import {
  ProviderStreamError,
  REASONING_RESERVE_TOKENS,
  createOpenAIClient,
  createOpenAIProvider,
  streamChatCompletionText,
  streamResponsesText,
} from './openai-provider';

const REPLY = 'The cards settle into a calm, hopeful pattern.';
const prompt = { system: 'You are a tarot reader.', user: 'Read three cards.' };
let fake: FakeOpenAI;
let client: OpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI({ reply: REPLY, chunkWords: 2, chunkDelayMs: 0 });
  client = new OpenAI({ apiKey: 'sk-test', baseURL: fake.url, maxRetries: 0, timeout: 2_000 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const collected: string[] = [];
  for await (const piece of pieces) collected.push(piece);
  return collected;
}

describe('streamChatCompletionText', () => {
  it('calls /chat/completions with the light model, max_tokens 800 and temperature 0.8', async () => {
    const pieces = await collect(
      streamChatCompletionText(
        client,
        { model: 'gpt-4o-mini', prompt, maxOutputTokens: 800 },
        new AbortController().signal,
      ),
    );
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(REPLY);
    expect(fake.requests[0]?.path).toBe('/v1/chat/completions');
    expect(fake.requests[0]?.body).toEqual({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ],
      max_tokens: 800,
      temperature: 0.8,
      stream: true,
    });
  });

  it('turns an error in the stream into a ProviderStreamError', async () => {
    fake.setScenario({ kind: 'fail', afterChunks: 1 });
    await expect(
      collect(
        streamChatCompletionText(
          client,
          { model: 'm', prompt, maxOutputTokens: 800 },
          new AbortController().signal,
        ),
      ),
    ).rejects.toBeInstanceOf(ProviderStreamError);
  });
});

describe('the messages sent', () => {
  it('are the system message and the request, nothing else, on both APIs', async () => {
    await collect(
      streamResponsesText(
        client,
        { model: 'm', reasoningEffort: 'off', prompt, maxOutputTokens: 800 },
        new AbortController().signal,
      ),
    );
    await collect(
      streamChatCompletionText(
        client,
        { model: 'm', prompt, maxOutputTokens: 800 },
        new AbortController().signal,
      ),
    );
    const expected = [
      { role: 'system', content: prompt.system },
      { role: 'user', content: prompt.user },
    ];
    expect((fake.requests[0]?.body as { input: unknown }).input).toEqual(expected);
    expect((fake.requests[1]?.body as { messages: unknown }).messages).toEqual(expected);
  });
});

describe('streamResponsesText', () => {
  it('calls /responses with reasoning effort and system and user input', async () => {
    const pieces = await collect(
      streamResponsesText(
        client,
        { model: 'gpt-5-mini', reasoningEffort: 'high', prompt, maxOutputTokens: 1_000 },
        new AbortController().signal,
      ),
    );
    expect(pieces.join('')).toBe(REPLY);
    expect(fake.requests[0]?.body).toEqual({
      model: 'gpt-5-mini',
      reasoning: { effort: 'high' },
      input: [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ],
      max_output_tokens: 1_000 + REASONING_RESERVE_TOKENS.high,
      stream: true,
    });
  });

  it('sends no reasoning field when the effort is off, for servers that reject one', async () => {
    await collect(
      streamResponsesText(
        client,
        { model: 'plain-model', reasoningEffort: 'off', prompt, maxOutputTokens: 800 },
        new AbortController().signal,
      ),
    );
    expect(fake.requests[0]?.body).not.toHaveProperty('reasoning');
    expect(fake.requests[0]?.body).toMatchObject({ model: 'plain-model', stream: true });
  });

  it('fails on response.failed and on a socket reset', async () => {
    const call = { model: 'm', reasoningEffort: 'high' as const, prompt, maxOutputTokens: 800 };
    fake.setScenario({ kind: 'fail', afterChunks: 1 });
    await expect(collect(streamResponsesText(client, call, new AbortController().signal))).rejects.toThrow(
      /response.failed/,
    );
    fake.setScenario({ kind: 'reset', afterChunks: 1 });
    await expect(collect(streamResponsesText(client, call, new AbortController().signal))).rejects.toThrow(
      /connection lost/,
    );
  });
});

describe('createOpenAIClient', () => {
  it('is null without a key, so the service goes offline', () => {
    expect(createOpenAIClient(parseEnv({}))).toBeNull();
  });

  it('leaves retries to our own policy and applies the configured timeout', () => {
    const configured = createOpenAIClient(
      parseEnv({ OPENAI_API_KEY: 'sk-x', OPENAI_TIMEOUT_MS: '5000', OPENAI_BASE_URL: fake.url }),
    );
    expect(configured?.maxRetries).toBe(0);
    expect(configured?.timeout).toBe(5_000);
    expect(configured?.baseURL).toBe(fake.url);
  });

  it('routes a call to the API its feature row names', async () => {
    const provider = createOpenAIProvider(client);
    const call = {
      api: 'chat-completions',
      model: 'gpt-4o-mini',
      reasoningEffort: 'high',
      prompt,
      maxOutputTokens: 800,
    } as const;
    expect((await collect(provider.streamText(call, new AbortController().signal))).join('')).toBe(REPLY);
    expect(fake.requests[0]?.path).toBe('/v1/chat/completions');
  });
});
