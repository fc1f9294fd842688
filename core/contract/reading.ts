import { z } from './zod-mini';

/**
 * What every reading answers, whatever the feature: the stream events, the JSON response and
 * the error body of `POST /api/readings`. Each feature's request schema lives in its own folder
 * (`core/features/<feature>/<feature>-request.ts`); the union is `core/features/reading-request.ts`.
 *
 * Written with zod/mini, whose functions tree-shake, because the browser bundle parses the
 * stream events with these schemas.
 */

/** Who wrote a reading: the provider, the offline composer (no key), or the spec's fallback text. */
export const READING_SOURCES = ['ai', 'offline', 'fallback'] as const;
export type ReadingSource = (typeof READING_SOURCES)[number];

/**
 * Largest request body the server reads, in bytes. 32 KiB because a chat request carries its
 * bounded history: the longest valid one, written in three-byte characters, must still fit
 * (core/features/chat/chat-request.test.ts checks it); every other request is far smaller.
 */
export const MAX_READING_REQUEST_BYTES = 32 * 1024;

/** A whole reading, as answered to `Accept: application/json`. */
export const readingResponseSchema = z.strictObject({
  text: z.string(),
  source: z.enum(READING_SOURCES),
  /** True when the provider's stream broke midway and `text` is what arrived before. */
  interrupted: z.optional(z.boolean()),
  /**
   * True when the text is the help reply to a message that signals a crisis (the chat): the
   * browser keeps neither that message nor this reply in its history.
   */
  crisis: z.optional(z.boolean()),
});
export type ReadingResponse = z.infer<typeof readingResponseSchema>;

/**
 * Our own stream events, sent as server-sent events (`event: <type>`, `data: <json>`), so the
 * client never depends on one provider's wire format.
 */
export const readingStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text-delta'), text: z.string() }),
  z.object({
    type: z.literal('text-end'),
    source: z.enum(READING_SOURCES),
    interrupted: z.optional(z.boolean()),
    /** See `readingResponseSchema.crisis`. */
    crisis: z.optional(z.boolean()),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ReadingStreamEvent = z.infer<typeof readingStreamEventSchema>;

/** Field errors of a rejected request, as the 400 body carries them. */
export const apiErrorSchema = z.object({
  error: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The 429 body of a rate-limited reading; `Retry-After` carries the same number of seconds. */
export const rateLimitedErrorSchema = z.object({
  error: z.string(),
  retryAfterSeconds: z.number(),
});
export type RateLimitedError = z.infer<typeof rateLimitedErrorSchema>;
