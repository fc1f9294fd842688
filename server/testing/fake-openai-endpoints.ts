import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeScenario } from './fake-openai';

/**
 * The fake's two endpoints and their wire formats, shaped as in the official openapi.yaml:
 * `Response` objects and `response.*` stream events for /v1/responses, `chat.completion`
 * objects and `chat.completion.chunk` lines ending in `data: [DONE]` for /v1/chat/completions.
 */
export interface ServerSettings {
  reply: string;
  chunkWords: number;
  chunkDelayMs: number;
}

export type Handler = (context: CallContext) => Promise<void>;

export interface CallContext {
  request: IncomingMessage;
  response: ServerResponse;
  body: Record<string, unknown>;
  scenario: FakeScenario;
  settings: ServerSettings;
  callNumber: number;
}

/** OpenAI's error body: `{ error: { message, type, param, code } }`. */
const ERROR_KINDS: Record<number, { type: string; code: string | null; message: string }> = {
  401: { type: 'invalid_request_error', code: 'invalid_api_key', message: 'Incorrect API key provided.' },
  403: {
    type: 'invalid_request_error',
    code: 'unsupported_country_region_territory',
    message: 'Not allowed.',
  },
  429: { type: 'requests', code: 'rate_limit_exceeded', message: 'Rate limit reached for requests.' },
  500: {
    type: 'server_error',
    code: null,
    message: 'The server had an error while processing your request.',
  },
  503: {
    type: 'server_error',
    code: null,
    message: 'The engine is currently overloaded, please try again later.',
  },
};

export function sendError(
  response: ServerResponse,
  status: number,
  message: string,
  type: string,
  code: string | null,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify({ error: { message, type, param: null, code } }));
}

/** Handles the faults that look the same on both endpoints; true when the call is answered. */
function answeredByFault({ response, scenario, body }: CallContext): boolean {
  if (scenario.kind === 'hang') return true;
  if (scenario.kind === 'status') {
    const kind = ERROR_KINDS[scenario.status] ?? {
      type: 'server_error',
      code: null,
      message: 'Fake failure.',
    };
    const headers: Record<string, string> =
      scenario.retryAfter === undefined ? {} : { 'retry-after': scenario.retryAfter };
    sendError(response, scenario.status, scenario.message ?? kind.message, kind.type, kind.code, headers);
    return true;
  }
  if (body.stream === true) return false;
  // Without streaming, mid-stream faults become their whole-response equivalents.
  if (scenario.kind === 'reset') {
    response.socket?.destroy();
    return true;
  }
  if (scenario.kind === 'stall') return true;
  if (scenario.kind === 'fail') {
    sendError(response, 500, ERROR_KINDS[500]?.message ?? '', 'server_error', null);
    return true;
  }
  return false;
}

const textOf = (scenario: FakeScenario, settings: ServerSettings): string =>
  scenario.kind === 'empty'
    ? ''
    : 'text' in scenario && scenario.text !== undefined
      ? scenario.text
      : settings.reply;

/** Splits text into chunks of a few words each; joined, they give the text back exactly. */
export function chunkText(text: string, wordsPerChunk: number): string[] {
  const words = text.split(/(?<=\s)(?=\S)/).filter((word) => word !== '');
  const chunks: string[] = [];
  for (let index = 0; index < words.length; index += Math.max(1, wordsPerChunk)) {
    chunks.push(words.slice(index, index + Math.max(1, wordsPerChunk)).join(''));
  }
  return chunks;
}

/** The chunks a scenario streams: a flood's fixed-size pieces, else a few words each. */
export function chunksFor(scenario: FakeScenario, text: string, settings: ServerSettings): string[] {
  if (scenario.kind !== 'flood') return chunkText(text, settings.chunkWords);
  const size = Math.max(1, scenario.chunkChars);
  return Array.from({ length: Math.ceil(text.length / size) }, (_, index) =>
    text.slice(index * size, (index + 1) * size),
  );
}

const delay = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Writes one piece and waits until it has reached the socket, so a reset comes after it. */
const write = (response: ServerResponse, data: string) =>
  new Promise<void>((resolve) => {
    if (response.destroyed || response.writableEnded) resolve();
    else response.write(data, () => resolve());
  });

/**
 * Streams the chunks and applies the mid-stream fault. Returns false when the stream must not
 * be finished normally (socket reset, stall, failure, or the client left).
 */
async function streamChunks(
  context: CallContext,
  chunks: readonly string[],
  sendChunk: (chunk: string) => Promise<void>,
  sendFailure: () => Promise<void>,
): Promise<boolean> {
  const { scenario, response, settings } = context;
  const limit = 'afterChunks' in scenario ? scenario.afterChunks : Number.POSITIVE_INFINITY;
  for (const [index, chunk] of chunks.entries()) {
    if (index >= limit) break;
    if (response.destroyed) return false;
    await sendChunk(chunk);
    if (settings.chunkDelayMs > 0 && scenario.kind !== 'flood') await delay(settings.chunkDelayMs);
  }
  if (scenario.kind === 'drip') {
    for (const character of chunks.slice(limit).join('')) {
      if (response.destroyed) return false;
      await sendChunk(character);
      await delay(scenario.everyMs);
    }
  }
  if (scenario.kind === 'reset') {
    await delay(20);
    response.socket?.destroy();
    return false;
  }
  if (scenario.kind === 'stall') return false;
  if (scenario.kind === 'fail') {
    await sendFailure();
    response.end();
    return false;
  }
  return !response.destroyed;
}

const unixSeconds = () => Math.floor(Date.now() / 1000);
const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

function outputMessage(id: string, text: string, status: 'in_progress' | 'completed') {
  return {
    id,
    type: 'message',
    status,
    role: 'assistant',
    content: status === 'completed' ? [{ type: 'output_text', text, annotations: [], logprobs: [] }] : [],
  };
}

/** The Response object (openapi.yaml `Response`); the SDK derives `output_text` from `output`. */
function responseObject(
  id: string,
  body: Record<string, unknown>,
  status: 'in_progress' | 'completed' | 'failed',
  output: unknown[],
  text: string,
) {
  const reasoning = body.reasoning as { effort?: string } | undefined;
  const createdAt = unixSeconds();
  return {
    id,
    object: 'response',
    created_at: createdAt,
    status,
    completed_at: status === 'completed' ? createdAt : null,
    error:
      status === 'failed'
        ? { code: 'server_error', message: 'The model failed to generate a response.' }
        : null,
    incomplete_details: null,
    instructions: null,
    max_output_tokens: null,
    model: typeof body.model === 'string' ? body.model : 'fake-model',
    output,
    parallel_tool_calls: true,
    previous_response_id: null,
    reasoning: { effort: reasoning?.effort ?? null, summary: null },
    store: false,
    temperature: 1,
    text: { format: { type: 'text' } },
    tool_choice: 'auto',
    tools: [],
    top_p: 1,
    truncation: 'disabled',
    usage:
      status === 'completed'
        ? {
            input_tokens: 100,
            input_tokens_details: { cached_tokens: 0 },
            output_tokens: countWords(text),
            output_tokens_details: { reasoning_tokens: 0 },
            total_tokens: 100 + countWords(text),
          }
        : null,
    user: null,
    metadata: {},
  };
}

export async function handleResponses(context: CallContext): Promise<void> {
  if (answeredByFault(context)) return;
  const { response, body, scenario, settings, callNumber } = context;
  const text = textOf(scenario, settings);
  const id = `resp_fake_${callNumber}`;
  const itemId = `msg_fake_${callNumber}`;
  const completedMessage = outputMessage(itemId, text, 'completed');

  if (body.stream !== true) {
    response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': `req_fake_${callNumber}` });
    response.end(JSON.stringify(responseObject(id, body, 'completed', [completedMessage], text)));
    return;
  }

  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  let sequence = 0;
  const send = (type: string, payload: Record<string, unknown>) =>
    write(
      response,
      `event: ${type}\ndata: ${JSON.stringify({ type, ...payload, sequence_number: sequence++ })}\n\n`,
    );
  const part = { item_id: itemId, output_index: 0, content_index: 0 };

  await send('response.created', { response: responseObject(id, body, 'in_progress', [], '') });
  await send('response.in_progress', { response: responseObject(id, body, 'in_progress', [], '') });
  await send('response.output_item.added', {
    output_index: 0,
    item: outputMessage(itemId, '', 'in_progress'),
  });
  await send('response.content_part.added', {
    ...part,
    part: { type: 'output_text', text: '', annotations: [] },
  });
  const sent: string[] = [];
  const finishNormally = await streamChunks(
    context,
    chunksFor(scenario, text, settings),
    async (chunk) => {
      sent.push(chunk);
      await send('response.output_text.delta', { ...part, delta: chunk, logprobs: [] });
    },
    () => send('response.failed', { response: responseObject(id, body, 'failed', [], sent.join('')) }),
  );
  if (!finishNormally) return;
  await send('response.output_text.done', { ...part, text, logprobs: [] });
  await send('response.content_part.done', { ...part, part: { type: 'output_text', text, annotations: [] } });
  await send('response.output_item.done', { output_index: 0, item: completedMessage });
  await send('response.completed', {
    response: responseObject(id, body, 'completed', [completedMessage], text),
  });
  response.end();
}

export async function handleChatCompletions(context: CallContext): Promise<void> {
  if (answeredByFault(context)) return;
  const { response, body, scenario, settings, callNumber } = context;
  const text = textOf(scenario, settings);
  const id = `chatcmpl-fake${callNumber}`;
  const model = typeof body.model === 'string' ? body.model : 'fake-model';
  const created = unixSeconds();

  if (body.stream !== true) {
    response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': `req_fake_${callNumber}` });
    response.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: text, refusal: null, annotations: [] },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: {
          prompt_tokens: 100,
          completion_tokens: countWords(text),
          total_tokens: 100 + countWords(text),
        },
      }),
    );
    return;
  }

  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const sendChunk = (delta: Record<string, unknown>, finishReason: string | null) =>
    write(
      response,
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      })}\n\n`,
    );
  await sendChunk({ role: 'assistant', content: '' }, null);
  const finishNormally = await streamChunks(
    context,
    chunksFor(scenario, text, settings),
    (chunk) => sendChunk({ content: chunk }, null),
    // Chat Completions has no failure event; an `error` object in a data line is how it reports one.
    () =>
      write(
        response,
        `data: ${JSON.stringify({ error: { message: 'The model failed.', type: 'server_error', param: null, code: null } })}\n\n`,
      ),
  );
  if (!finishNormally) return;
  await sendChunk({}, 'stop');
  await write(response, 'data: [DONE]\n\n');
  response.end();
}
