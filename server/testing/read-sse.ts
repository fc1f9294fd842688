import { createParser } from 'eventsource-parser';
import { type ReadingStreamEvent, readingStreamEventSchema } from '@core/contract/reading';

export interface TimedEvent {
  /** The SSE `event:` field, which must agree with the data's `type`. */
  name: string;
  event: ReadingStreamEvent;
  /** performance.now() when the frame arrived, for "was it streamed" checks. */
  receivedAt: number;
}

/**
 * Reads a reading stream frame by frame as it arrives and checks every event against the
 * contract, the way a client would.
 */
export async function readSse(response: Response): Promise<TimedEvent[]> {
  if (!response.body) throw new Error('The response has no body to read.');
  const events: TimedEvent[] = [];
  const decoder = new TextDecoder();
  const parser = createParser({
    onEvent: ({ event, data }) =>
      events.push({
        name: event ?? '',
        event: readingStreamEventSchema.parse(JSON.parse(data)),
        receivedAt: performance.now(),
      }),
  });
  for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>)
    parser.feed(decoder.decode(bytes, { stream: true }));
  return events;
}

/** The text of the deltas and the final event, for short assertions. */
export function summarize(events: readonly TimedEvent[]): {
  text: string;
  end: ReadingStreamEvent | undefined;
} {
  return {
    text: events.map(({ event }) => (event.type === 'text-delta' ? event.text : '')).join(''),
    end: events.at(-1)?.event,
  };
}
