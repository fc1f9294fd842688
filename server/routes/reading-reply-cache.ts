import type { ReadingResponse, ReadingStreamEvent } from '@core/contract/reading';

/**
 * The last answers to shared readings, kept by the validated request they answer.
 *
 * A shared reading (a sign's daily horoscope, a calendar category) is asked for in the same
 * bytes by every visitor of that sign on that day. The store already saves its composition, but
 * answering it still meant parsing the request, validating it, checking its date and working
 * out two cache keys: about two thirds of a cached reading's work. So each answer is kept under
 * its canonical request (the validated request's JSON with sorted keys), and the raw form that
 * asked for it (query string or body) is remembered as an alias: a repeated raw form skips all
 * that work and costs little more than `/api/health`. A form written any other way (other key
 * order, spacing, percent-encoding) misses the alias, takes the full path, which validates it,
 * and finds the same answer under the canonical key: a thousand spellings of one request hold
 * one answer and a thousand short aliases, never a thousand answers.
 *
 * Bounded in bytes (a reading's size is up to the provider), in answers and in aliases. Only
 * answers the service took from or put in the shared cache belong here: never a fallback text,
 * an interrupted reading, one written offline because a spend bound was reached, or a personal
 * one (the route decides). An answer is kept for at most `ttlMs`, so instances sharing a store
 * agree within that time, and never past the UTC midnight after it was given, when the route's
 * date check may judge the same request differently.
 */
export interface ReadingReplyCache {
  /** The answer for a request written in exactly these bytes, when this form was seen before. */
  lookUp(raw: string, now: Date): RememberedReply | undefined;
  /** The answer for this canonical request; `raw` finds it directly from now on. */
  find(canonical: string, raw: string, now: Date): RememberedReply | undefined;
  remember(canonical: string, raw: string, reply: ReadingResponse, now: Date): void;
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
  /** Bytes the kept answers may take, counted as their text, JSON and events; 0 keeps none. */
  maxBytes: number;
  ttlMs: number;
  /** Longer raw forms get no alias: shared requests are a few enum fields and a date. */
  maxBodyLength?: number;
  /** Raw forms remembered at once (each at most `maxBodyLength` characters). */
  aliasCapacity?: number;
}

interface Entry extends RememberedReply {
  expiresAt: number;
  bytes: number;
}

const DAY_MS = 86_400_000;
/** What an entry costs besides its text and bodies: its key's copy, the map's node, the object. */
const ENTRY_OVERHEAD_BYTES = 256;

export function createReadingReplyCache({
  capacity,
  maxBytes,
  ttlMs,
  maxBodyLength = 512,
  aliasCapacity = 1_000,
}: ReadingReplyCacheOptions): ReadingReplyCache {
  // Maps keep insertion order, so the first key is the oldest: enough for eviction.
  const replies = new Map<string, Entry>();
  const aliases = new Map<string, string>();
  let bytes = 0;

  const forget = (canonical: string) => {
    const entry = replies.get(canonical);
    if (entry === undefined) return;
    bytes -= entry.bytes;
    replies.delete(canonical);
  };
  const fresh = (canonical: string | undefined, now: Date): Entry | undefined => {
    if (canonical === undefined) return undefined;
    const entry = replies.get(canonical);
    if (entry === undefined) return undefined;
    if (now.getTime() < entry.expiresAt) return entry;
    forget(canonical);
    return undefined;
  };
  const learn = (raw: string, canonical: string) => {
    if (raw.length > maxBodyLength || aliases.get(raw) === canonical) return;
    aliases.delete(raw);
    while (aliases.size >= aliasCapacity) {
      const oldest = aliases.keys().next().value;
      if (oldest === undefined) break;
      aliases.delete(oldest);
    }
    if (aliasCapacity > 0) aliases.set(raw, canonical);
  };

  return {
    lookUp(raw, now) {
      // A long body (a chat, a dream) is personal and never kept: no need to hash it to know.
      if (raw.length > maxBodyLength) return undefined;
      return fresh(aliases.get(raw), now);
    },
    find(canonical, raw, now) {
      const entry = fresh(canonical, now);
      if (entry) learn(raw, canonical);
      return entry;
    },
    remember(canonical, raw, reply, now) {
      if (capacity === 0 || maxBytes === 0) return;
      const json = utf8.encode(JSON.stringify(reply));
      const events = utf8.encode(serverSentEventsOf(reply));
      const size =
        (reply.text.length + canonical.length) * 2 +
        json.byteLength +
        events.byteLength +
        ENTRY_OVERHEAD_BYTES;
      forget(canonical);
      if (size > maxBytes) return;
      while (replies.size >= capacity || bytes + size > maxBytes) {
        const oldest = replies.keys().next().value;
        if (oldest === undefined) break;
        forget(oldest);
      }
      const time = now.getTime();
      const nextUtcMidnight = Math.floor(time / DAY_MS) * DAY_MS + DAY_MS;
      replies.set(canonical, {
        reply,
        json,
        events,
        expiresAt: Math.min(time + ttlMs, nextUtcMidnight),
        bytes: size,
      });
      bytes += size;
      learn(raw, canonical);
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

/** One event in server-sent-event form, as `streamSSE` writes it (JSON holds no line break). */
export const serverSentEvent = (event: ReadingStreamEvent): string =>
  `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/** Those events in server-sent-event form, as `streamSSE` writes them. */
export function serverSentEventsOf(reply: ReadingResponse): string {
  return eventsOfReply(reply).map(serverSentEvent).join('');
}
