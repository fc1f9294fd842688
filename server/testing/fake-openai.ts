import { type IncomingHttpHeaders, type IncomingMessage, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type Handler,
  type ServerSettings,
  handleChatCompletions,
  handleResponses,
  sendError,
} from './fake-openai-endpoints';
import { answerModeration, inputOf } from './fake-openai-moderation';

/**
 * A real HTTP server that speaks enough of the OpenAI API for our tests and local runs:
 * `POST /v1/responses` and `POST /v1/chat/completions`, streamed (SSE shaped as in the
 * official openapi.yaml) or not, with scriptable faults and a record of every request.
 */
export type FakeScenario =
  /** Answers with the text (default: the server's reply), in chunks. */
  | { kind: 'reply'; text?: string }
  /** An HTTP error with OpenAI's error body; `retryAfter` becomes the Retry-After header. */
  | { kind: 'status'; status: number; retryAfter?: string; message?: string }
  /** A well-formed answer with no text. */
  | { kind: 'empty' }
  /** Never answers. */
  | { kind: 'hang' }
  /** Destroys the socket after sending `afterChunks` text chunks. */
  | { kind: 'reset'; afterChunks: number; text?: string }
  /** Sends `afterChunks` text chunks, then goes silent with the connection open. */
  | { kind: 'stall'; afterChunks: number; text?: string }
  /** Sends `afterChunks` chunks, then the API's own failure event (`response.failed`). */
  | { kind: 'fail'; afterChunks: number; text?: string }
  /**
   * Sends `afterChunks` chunks as usual, then the rest of the text one character every
   * `everyMs`, then finishes normally: bytes keep coming, readable text hardly at all.
   */
  | { kind: 'drip'; afterChunks: number; everyMs: number; text?: string }
  /** The text in pieces of `chunkChars` characters, back to back (a runaway reply, fast). */
  | { kind: 'flood'; chunkChars: number; text?: string };

/**
 * How `POST /v1/moderations` answers (it is not a generation: neither counted in `calls` nor
 * recorded in `requests`). `flag-when` flags the self-harm categories when the input matches.
 */
export type FakeModeration =
  | { kind: 'clear' }
  | { kind: 'flag-when'; pattern: RegExp }
  /** A provider without the endpoint (most OpenAI-compatible servers): 404. */
  | { kind: 'missing' }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

/** One scenario for every call, a sequence (the last repeats), or a function of the call. */
export type FakeScript =
  FakeScenario | readonly FakeScenario[] | ((request: RecordedRequest, index: number) => FakeScenario);

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** Date.now() when the request arrived, for checking retry pauses. */
  receivedAt: number;
  /** True once the connection closed before the answer was complete (caller hung up, or a scripted reset). */
  disconnected: boolean;
}

export interface FakeOpenAIOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  reply?: string;
  /** Words per streamed chunk. */
  chunkWords?: number;
  /** Pause between streamed chunks. */
  chunkDelayMs?: number;
  scenario?: FakeScript;
  /** How the moderation endpoint answers; `clear` by default. */
  moderation?: FakeModeration;
}

export interface FakeOpenAI {
  /** Base URL for OPENAI_BASE_URL, ending in /v1. */
  url: string;
  setScenario(script: FakeScript): void;
  setModeration(moderation: FakeModeration): void;
  /** The inputs `POST /v1/moderations` received, oldest first. */
  moderationInputs: string[];
  /** Every generation request received, oldest first. */
  requests: RecordedRequest[];
  /** How many generation requests arrived. */
  readonly calls: number;
  /** Forgets recorded requests and returns to the plain reply. */
  reset(): void;
  close(): Promise<void>;
}

export const DEFAULT_FAKE_REPLY = [
  '## A steady glow',
  '',
  'The Moon lends you a **patient, observant mood** today. Conversations that felt tangled',
  'loosen when you ask one more question than usual and listen for the answer behind the words.',
  '',
  'At work, a small task you have been postponing turns out to be the key that opens a larger',
  'door. Give it the first hour of your attention and notice how much lighter the afternoon feels.',
  '',
  '- Reach out to someone who has been quietly supportive.',
  '- Leave a little space in the evening for rest and reflection.',
  '',
  '*I move at my own pace, and my pace is enough.*',
].join('\n');

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const settings: ServerSettings = {
    reply: options.reply ?? DEFAULT_FAKE_REPLY,
    chunkWords: options.chunkWords ?? 3,
    chunkDelayMs: options.chunkDelayMs ?? 5,
  };
  const requests: RecordedRequest[] = [];
  let script: FakeScript = options.scenario ?? { kind: 'reply' };
  let callsSinceScript = 0;
  let calls = 0;
  let moderation: FakeModeration = options.moderation ?? { kind: 'clear' };
  const moderationInputs: string[] = [];

  const pickScenario = (recorded: RecordedRequest): FakeScenario => {
    const index = callsSinceScript;
    callsSinceScript += 1;
    if (typeof script === 'function') return script(recorded, index);
    if (isScenarioList(script)) return script[Math.min(index, script.length - 1)] ?? { kind: 'reply' };
    return script;
  };

  const routes: Record<string, Handler> = {
    'POST /v1/responses': handleResponses,
    'POST /v1/chat/completions': handleChatCompletions,
  };

  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      if (`${request.method} ${path}` === 'POST /v1/moderations') {
        const input = await readBody(request);
        moderationInputs.push(inputOf(input));
        answerModeration(response, moderation, inputOf(input));
        return;
      }
      const handler = routes[`${request.method} ${path}`];
      if (!handler) {
        sendError(
          response,
          404,
          `No fake route for ${request.method} ${path}`,
          'invalid_request_error',
          'not_found',
        );
        return;
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      } catch {
        sendError(response, 400, 'The request body is not JSON.', 'invalid_request_error', null);
        return;
      }
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        path,
        headers: request.headers,
        body,
        receivedAt: Date.now(),
        disconnected: false,
      };
      response.on('close', () => {
        if (!response.writableFinished) recorded.disconnected = true;
      });
      requests.push(recorded);
      calls += 1;
      await handler({
        request,
        response,
        body,
        scenario: pickScenario(recorded),
        settings,
        callNumber: calls,
      });
    })().catch((error: unknown) => {
      if (!response.headersSent)
        sendError(response, 500, `Fake server bug: ${String(error)}`, 'server_error', null);
      else response.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}/v1`,
    setScenario(next) {
      script = next;
      callsSinceScript = 0;
    },
    setModeration(next) {
      moderation = next;
    },
    moderationInputs,
    requests,
    get calls() {
      return calls;
    },
    reset() {
      requests.length = 0;
      calls = 0;
      moderation = options.moderation ?? { kind: 'clear' };
      moderationInputs.length = 0;
      script = { kind: 'reply' };
      callsSinceScript = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging and stalled calls hold their sockets open; close them too.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function isScenarioList(script: FakeScript): script is readonly FakeScenario[] {
  return Array.isArray(script);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    request.on('error', reject);
  });
}
