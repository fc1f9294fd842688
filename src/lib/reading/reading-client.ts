import type { ReadingRequest } from '@core/features/reading-request';
import { isSharedReading, sharedReadingQuery } from '@core/features/shared-readings';
import type { ReadingSource } from '@core/contract/reading';
import { parseSse } from './parse-sse';

export interface ReadingResult {
  text: string;
  source: ReadingSource;
  interrupted: boolean;
  /**
   * The text is the help reply to a message that signals a crisis (the chat): the page keeps
   * neither that message nor this reply. Absent on every other reading.
   */
  crisis?: true;
}

export interface StreamReadingOptions {
  signal?: AbortSignal;
  /** Called with the whole text so far each time more arrives. */
  onText?: (text: string) => void;
  fetchImpl?: typeof fetch;
}

export class ReadingUnavailableError extends Error {
  constructor(reason: string) {
    super(`The reading service could not be reached (${reason}); compose the reading locally instead.`);
    this.name = 'ReadingUnavailableError';
  }
}

/**
 * The server refused a personal reading for now (HTTP 429): `retryAfterSeconds` says when to
 * ask again. A ReadingUnavailableError too, so callers that only compose offline keep doing so;
 * the chat tells the visitor when to try again instead.
 */
export class ReadingRateLimitedError extends ReadingUnavailableError {
  constructor(readonly retryAfterSeconds: number) {
    super(`rate limited; try again in ${retryAfterSeconds} s`);
    this.name = 'ReadingRateLimitedError';
  }
}

/**
 * The stream's schemas, loaded with the first reading: a page that shows none (a first visit to
 * the home page) never downloads zod for them.
 */
const readingContract = () => import('@core/contract/reading');

/** Seconds to wait from a 429: the JSON body's count, else Retry-After, else a minute. */
async function retryAfterOf(response: Response): Promise<number> {
  const { rateLimitedErrorSchema } = await readingContract();
  const body = rateLimitedErrorSchema.safeParse(await response.json().catch(() => null));
  const seconds = body.success ? body.data.retryAfterSeconds : Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

/**
 * Asks the server for a reading and follows its stream. Resolves with the final text and who
 * wrote it; throws ReadingUnavailableError when the server cannot answer at all, so the caller
 * can fall back to the offline composer.
 */
export async function streamReading(
  request: ReadingRequest,
  { signal, onText, fetchImpl = fetch }: StreamReadingOptions = {},
): Promise<ReadingResult> {
  let response: Response;
  try {
    // A shared reading is a plain read the server answers from memory; a personal one (the
    // visitor's words, birth details) travels in a body, never in a URL.
    response = isSharedReading(request)
      ? await fetchImpl(`/api/readings?${sharedReadingQuery(request)}`, {
          headers: { Accept: 'text/event-stream' },
          signal,
        })
      : await fetchImpl('/api/readings', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
          body: JSON.stringify(request),
          signal,
        });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ReadingUnavailableError(error instanceof Error ? error.message : 'network error');
  }
  if (response.status === 429) throw new ReadingRateLimitedError(await retryAfterOf(response));
  if (!response.ok || !response.body) {
    throw new ReadingUnavailableError(`HTTP ${response.status}`);
  }

  const { readingStreamEventSchema } = await readingContract();
  let text = '';
  for await (const message of parseSse(response.body)) {
    const parsed = readingStreamEventSchema.safeParse({ type: message.event, ...safeJson(message.data) });
    if (!parsed.success) continue;
    const event = parsed.data;
    if (event.type === 'text-delta') {
      text += event.text;
      onText?.(text);
    } else if (event.type === 'text-end') {
      return {
        text,
        source: event.source,
        interrupted: event.interrupted ?? false,
        ...(event.crisis ? { crisis: true as const } : {}),
      };
    } else {
      throw new ReadingUnavailableError(event.message);
    }
  }
  // The connection closed without an end event: keep what arrived, marked as incomplete.
  if (text.trim() === '') throw new ReadingUnavailableError('the stream ended before any text');
  return { text, source: 'ai', interrupted: true };
}

function safeJson(data: string): object {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}
