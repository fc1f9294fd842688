import { createParser } from 'eventsource-parser';

/**
 * Splits a server-sent-events byte stream into `{ event, data }` messages. The browser's
 * EventSource cannot send a POST body, so the stream is read by hand and parsed by
 * `eventsource-parser`, which keeps line-end state across chunks (a CR ending one read and
 * an LF starting the next are one line end, not two).
 */
export interface SseMessage {
  event: string;
  data: string;
}

export async function* parseSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const ready: SseMessage[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) => ready.push({ event: event || 'message', data }),
  });
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      yield* ready.splice(0);
    }
  } finally {
    reader.releaseLock();
  }
}
