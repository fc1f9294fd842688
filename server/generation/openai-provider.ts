import OpenAI from 'openai';
import type { ServerEnv } from '../env';
import type { ProviderApi } from '@core/compose/feature-route';
import type { ReadingPrompt } from '@core/compose/prompt/reading-prompt';

/**
 * The one seam between the reading service and a text provider. The service sees only an
 * async stream of text pieces; the OpenAI wire formats stay in this file.
 */
export interface ProviderCall {
  api: ProviderApi;
  model: string;
  reasoningEffort: ServerEnv['OPENAI_REASONING_EFFORT'];
  prompt: ReadingPrompt;
  /** The route's budget of visible reply tokens (`FeatureRoute.maxOutputTokens`). */
  maxOutputTokens: number;
}

export interface TextProvider {
  /** Text pieces as the provider writes them; throws on any provider fault. */
  streamText(call: ProviderCall, signal: AbortSignal): AsyncIterable<string>;
}

/**
 * Spec §7: the lighter chat model is called with temperature 0.8 and `max_tokens` (800 for
 * tarot and well-being, each route's own budget for the others). `max_tokens` is deprecated
 * in openapi.yaml in favour of `max_completion_tokens`, but it is the field the spec names, the
 * one OpenAI still takes from non-reasoning chat models, and the only one many OpenAI-compatible
 * servers know (ADR 0019). A reasoning model here would need `max_completion_tokens`.
 */
export const CHAT_COMPLETION_SETTINGS = { temperature: 0.8 } as const;

/**
 * Reasoning tokens count in the Responses API's `max_output_tokens`, so a reasoning model gets
 * this reserve on top of the visible budget, by OPENAI_REASONING_EFFORT; too little and a reply
 * ends `incomplete` before its first word. `off` sends no effort, so the model reasons at its
 * own default (medium for OpenAI's reasoning models). Unused tokens cost nothing: the reserve
 * bounds a runaway call, and the character ceiling bounds what is forwarded.
 */
export const REASONING_RESERVE_TOKENS = {
  off: 4_000,
  none: 0,
  minimal: 1_000,
  low: 2_000,
  medium: 4_000,
  high: 8_000,
  xhigh: 16_000,
  max: 32_000,
} as const satisfies Record<ServerEnv['OPENAI_REASONING_EFFORT'], number>;

/** The Responses API's `max_output_tokens` for a call: visible budget plus the reasoning reserve. */
export const responsesOutputCeiling = (call: Pick<ProviderCall, 'maxOutputTokens' | 'reasoningEffort'>) =>
  call.maxOutputTokens + REASONING_RESERVE_TOKENS[call.reasoningEffort];

/** A provider stream that reported failure or stopped before saying it was complete. */
export class ProviderStreamError extends Error {
  constructor(
    readonly reason: string,
    detail?: string,
  ) {
    super(`The provider stream failed (${reason})${detail ? `: ${detail}` : ''}`);
    this.name = 'ProviderStreamError';
  }
}

/**
 * The SDK's own retries are off (maxRetries 0): the retry policy lives in one place we control
 * and test (`run-generation.ts`). Its timeout bounds each attempt until the response headers.
 */
export function createOpenAIClient(env: ServerEnv): OpenAI | null {
  if (!env.OPENAI_API_KEY) return null;
  return new OpenAI({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL ?? null,
    timeout: env.OPENAI_TIMEOUT_MS,
    maxRetries: 0,
  });
}

/** The server's instructions, then the request (a conversation's record is quoted inside it). */
const messagesOf = (prompt: ReadingPrompt) =>
  [
    { role: 'system', content: prompt.system },
    { role: 'user', content: prompt.user },
  ] as const;

/** `POST /responses` with the reasoning model; text arrives as `response.output_text.delta`. */
export async function* streamResponsesText(
  client: OpenAI,
  call: Omit<ProviderCall, 'api'>,
  signal: AbortSignal,
): AsyncGenerator<string> {
  const stream = await client.responses.create(
    {
      model: call.model,
      ...(call.reasoningEffort === 'off' ? {} : { reasoning: { effort: call.reasoningEffort } }),
      input: [...messagesOf(call.prompt)],
      max_output_tokens: responsesOutputCeiling(call),
      stream: true,
    },
    { signal },
  );
  let streamedText = false;
  for await (const event of guardStream(stream)) {
    if (event.type === 'response.output_text.delta') {
      streamedText = true;
      yield event.delta;
    } else if (event.type === 'response.completed') {
      // Some compatible servers send the whole text only in the final response object.
      if (!streamedText) yield outputTextOf(event.response.output);
      return;
    } else if (event.type === 'response.failed') {
      throw new ProviderStreamError('response.failed', event.response.error?.message);
    } else if (event.type === 'response.incomplete') {
      throw new ProviderStreamError('response.incomplete', event.response.incomplete_details?.reason);
    } else if (event.type === 'error') {
      throw new ProviderStreamError('error event', event.message);
    }
  }
  throw new ProviderStreamError('stream ended before response.completed');
}

type ResponseOutput = OpenAI.Responses.Response['output'];

function outputTextOf(output: ResponseOutput): string {
  return output
    .flatMap((item) => (item.type === 'message' ? item.content : []))
    .map((part) => (part.type === 'output_text' ? part.text : ''))
    .join('');
}

/** `POST /chat/completions` with the light model; text arrives in `choices[0].delta.content`. */
export async function* streamChatCompletionText(
  client: OpenAI,
  call: Omit<ProviderCall, 'api' | 'reasoningEffort'>,
  signal: AbortSignal,
): AsyncGenerator<string> {
  const stream = await client.chat.completions.create(
    {
      model: call.model,
      messages: [...messagesOf(call.prompt)],
      ...CHAT_COMPLETION_SETTINGS,
      max_tokens: call.maxOutputTokens,
      stream: true,
    },
    { signal },
  );
  let finished = false;
  for await (const chunk of guardStream(stream)) {
    const choice = chunk.choices[0];
    if (choice?.delta.content) yield choice.delta.content;
    // Cut off by max_tokens: like the Responses API's `response.incomplete`, not a whole reply.
    if (choice?.finish_reason === 'length') throw new ProviderStreamError('finish_reason length');
    if (choice?.finish_reason) finished = true;
  }
  if (!finished) throw new ProviderStreamError('stream ended without a finish_reason');
}

/**
 * A socket that breaks while the body streams surfaces as a bare `TypeError: terminated` from
 * fetch; naming it keeps the retry policy from mistaking it for a bug of ours.
 */
async function* guardStream<Item>(stream: AsyncIterable<Item>): AsyncGenerator<Item> {
  try {
    yield* stream;
  } catch (error) {
    if (error instanceof ProviderStreamError) throw error;
    throw new ProviderStreamError(
      'connection lost midway',
      error instanceof Error ? error.message : String(error),
    );
  }
}

const STREAMERS = {
  responses: streamResponsesText,
  'chat-completions': streamChatCompletionText,
} as const satisfies Record<
  ProviderApi,
  (client: OpenAI, call: ProviderCall, signal: AbortSignal) => AsyncIterable<string>
>;

export function createOpenAIProvider(client: OpenAI): TextProvider {
  return { streamText: (call, signal) => STREAMERS[call.api](client, call, signal) };
}
