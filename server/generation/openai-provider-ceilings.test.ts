import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REASONING_EFFORTS } from '../env';
import { type FakeOpenAI, startFakeOpenAI } from '../testing/fake-openai';
import {
  ProviderStreamError,
  REASONING_RESERVE_TOKENS,
  createOpenAIProvider,
  responsesOutputCeiling,
  streamChatCompletionText,
} from './openai-provider';

/** Finding 1 of the security review: every provider call names an output ceiling. */
const prompt = { system: 'You are a guide.', user: 'Say something.' };
let fake: FakeOpenAI;
let client: OpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI({ reply: 'A short, calm reply.', chunkDelayMs: 0 });
  client = new OpenAI({ apiKey: 'sk-test', baseURL: fake.url, maxRetries: 0, timeout: 2_000 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

async function collect(pieces: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of pieces) text += piece;
  return text;
}

describe('the output ceiling sent with every call', () => {
  it.each(REASONING_EFFORTS)(
    'is max_output_tokens on the Responses API: the visible budget plus the reserve for effort %s',
    async (effort) => {
      const provider = createOpenAIProvider(client);
      const call = {
        api: 'responses',
        model: 'm',
        reasoningEffort: effort,
        prompt,
        maxOutputTokens: 300,
      } as const;
      await collect(provider.streamText(call, new AbortController().signal));
      const body = fake.requests[0]?.body as Record<string, unknown>;
      expect(body.max_output_tokens).toBe(300 + REASONING_RESERVE_TOKENS[effort]);
      expect(body.max_output_tokens).toBe(responsesOutputCeiling(call));
      // The API's own minimum (openapi.yaml: `minimum: 16`).
      expect(body.max_output_tokens).toBeGreaterThanOrEqual(16);
    },
  );

  it('leaves a reasoning model room to think before it writes: more reserve as the effort grows', () => {
    const reserves = ['minimal', 'low', 'medium', 'high', 'xhigh', 'max'].map(
      (effort) => REASONING_RESERVE_TOKENS[effort as keyof typeof REASONING_RESERVE_TOKENS],
    );
    expect(reserves).toEqual([...reserves].sort((a, b) => a - b));
    expect(REASONING_RESERVE_TOKENS.high).toBeGreaterThanOrEqual(4 * 1_300);
    // Without an effort the model thinks at its default (medium), so it keeps medium's room.
    expect(REASONING_RESERVE_TOKENS.off).toBe(REASONING_RESERVE_TOKENS.medium);
  });

  it('is max_tokens on Chat Completions (the light model writes no reasoning), never max_completion_tokens', async () => {
    const provider = createOpenAIProvider(client);
    const call = {
      api: 'chat-completions',
      model: 'gpt-4o-mini',
      reasoningEffort: 'high',
      prompt,
      maxOutputTokens: 700,
    } as const;
    await collect(provider.streamText(call, new AbortController().signal));
    const body = fake.requests[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ max_tokens: 700, temperature: 0.8 });
    expect(body).not.toHaveProperty('max_completion_tokens');
  });
});

describe('a Chat Completions reply cut off by its ceiling', () => {
  /** A client whose stream is the given chunks, as the SDK would parse them. */
  const clientStreaming = (chunks: { content?: string; finish: string | null }[]) =>
    ({
      chat: {
        completions: {
          create: () =>
            Promise.resolve(
              (async function* () {
                for (const chunk of chunks) {
                  yield {
                    choices: [
                      {
                        index: 0,
                        delta: chunk.content === undefined ? {} : { content: chunk.content },
                        finish_reason: chunk.finish,
                      },
                    ],
                  };
                }
              })(),
            ),
        },
      },
    }) as unknown as OpenAI;

  it('is not a whole reply: finish_reason "length" fails the stream after its text, like response.incomplete', async () => {
    const pieces: string[] = [];
    const stream = streamChatCompletionText(
      clientStreaming([{ content: 'The first half of a thought', finish: null }, { finish: 'length' }]),
      { model: 'm', prompt, maxOutputTokens: 10 },
      new AbortController().signal,
    );
    const error = await (async () => {
      for await (const piece of stream) pieces.push(piece);
    })().catch((caught: unknown) => caught);
    expect(pieces).toEqual(['The first half of a thought']);
    expect(error).toBeInstanceOf(ProviderStreamError);
    expect(String(error)).toMatch(/length/);
  });

  it('still ends normally on finish_reason "stop"', async () => {
    const stream = streamChatCompletionText(
      clientStreaming([{ content: 'Whole.', finish: null }, { finish: 'stop' }]),
      { model: 'm', prompt, maxOutputTokens: 10 },
      new AbortController().signal,
    );
    expect(await collect(stream)).toBe('Whole.');
  });
});
