import type { ReadingResponse, ReadingStreamEvent } from '@core/contract/reading';

/**
 * The last answers to shared readings, kept by the exact request body that asked for them.
 *
 * A shared reading (a sign's daily horoscope, a calendar category) is asked for in the same
 * bytes by every visitor of that sign on that day. The store already saves its composition, but
 * answering it still meant parsing the body, validating it, checking its date and working out
 * two cache keys: about two thirds of a cached reading's work. Found here, a repeated body skips
 * all of it and costs little more than `/api/health`; a body written any other way (other key
 * order, spacing) misses and takes the full path, which validates it and keeps its answer too.
 *
 * Only answers the service took from or put in the shared cache belong here: never a fallback
 * text, an interrupted reading or a personal one (the route decides). An answer is kept for at
 * most `ttlMs`, so instances sharing a store agree within that time, and never past the UTC
 * midnight after it was given, when the route's date check may judge the same body differently.
 */
export interface ReadingReplyCache {
  lookUp(body: string, now: Date): RememberedReply | undefined;
  remember(body: string, reply: ReadingResponse, now: Date): void;
}

/**
 * A reading, and the two bodies it is sent as, written and UTF-8 encoded once when it is
 * remembered. Bytes rather than strings: a reading with one curly apostrophe is a two-byte
 * string, which Node would measure and encode again on every answer (about 3 µs each, measured,
 * against about 45 µs for the whole answer).
 */
export interface RememberedReply {
  reply: ReadingResponse;
  json: Uint8Array<ArrayBuffer>;
  events: Uint8Array<ArrayBuffer>;
}

const utf8 = new TextEncoder();

export interface ReadingReplyCacheOptions {
  /** Answers kept at once; 0 keeps none. The oldest goes first. */
  capacity: number;
  ttlMs: number;
  /** Longer bodies are not kept: shared requests are a few enum fields and a date. */
  maxBodyLength?: number;
}

const DAY_MS = 86_400_000;

export function createReadingReplyCache({
  capacity,
  ttlMs,
  maxBodyLength = 512,
}: ReadingReplyCacheOptions): ReadingReplyCache {
  // A Map keeps insertion order, so its first key is the oldest answer: enough for eviction.
  const replies = new Map<string, RememberedReply & { expiresAt: number }>();
  return {
    lookUp(body, now) {
      // A long body (a chat, a dream) is personal and never kept: no need to hash it to know.
      if (body.length > maxBodyLength) return undefined;
      const entry = replies.get(body);
      if (entry === undefined) return undefined;
      if (now.getTime() < entry.expiresAt) return entry;
      replies.delete(body);
      return undefined;
    },
    remember(body, reply, now) {
      if (capacity === 0 || body.length > maxBodyLength) return;
      const time = now.getTime();
      const nextUtcMidnight = Math.floor(time / DAY_MS) * DAY_MS + DAY_MS;
      replies.delete(body);
      while (replies.size >= capacity) {
        const oldest = replies.keys().next().value;
        if (oldest === undefined) break;
        replies.delete(oldest);
      }
      replies.set(body, {
        reply,
        json: utf8.encode(JSON.stringify(reply)),
        events: utf8.encode(serverSentEventsOf(reply)),
        expiresAt: Math.min(time + ttlMs, nextUtcMidnight),
      });
    },
  };
}

/** A whole reading as the events the service yields for a cached one: its text, then its end. */
export function eventsOfReply(reply: ReadingResponse): ReadingStreamEvent[] {
  return [
    { type: 'text-delta', text: reply.text },
    { type: 'text-end', source: reply.source, ...(reply.interrupted ? { interrupted: true } : {}) },
  ];
}

/** Those events in server-sent-event form, as `streamSSE` writes them. */
export function serverSentEventsOf(reply: ReadingResponse): string {
  return eventsOfReply(reply)
    .map((event) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)
    .join('');
}
