import { z } from 'zod';
import { SIGN_IDS } from '../content/signs';
import { isIsoDate } from '../time/calendar-date';

/**
 * The HTTP contract of `POST /api/readings`. The client sends a *structured* request (which
 * feature, which sign, which options); the server alone turns it into a prompt, so the
 * endpoint can never be used as an open proxy for arbitrary prompts.
 */
export const PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type Period = (typeof PERIODS)[number];

/** Who wrote a reading: the provider, the offline composer (no key), or the spec's fallback text. */
export const READING_SOURCES = ['ai', 'offline', 'fallback'] as const;
export type ReadingSource = (typeof READING_SOURCES)[number];

export const isoDateSchema = z
  .string()
  .refine(isIsoDate, { message: 'must be a calendar date written YYYY-MM-DD' });

export const signIdSchema = z.enum(SIGN_IDS, { message: `must be one of: ${SIGN_IDS.join(', ')}` });

export const horoscopeRequestSchema = z.strictObject({
  feature: z.literal('horoscope'),
  sign: signIdSchema,
  period: z.enum(PERIODS, { message: 'must be daily, weekly or monthly' }),
  /** The visitor's local date; the server accepts only dates within a day of its own clock. */
  date: isoDateSchema,
});
export type HoroscopeRequest = z.infer<typeof horoscopeRequestSchema>;

/** Later features add their own variant here; the `feature` field selects it. */
export const readingRequestSchema = z.discriminatedUnion('feature', [horoscopeRequestSchema]);
export type ReadingRequest = z.infer<typeof readingRequestSchema>;
export type FeatureId = ReadingRequest['feature'];

/** Largest request body the server reads, in bytes. */
export const MAX_READING_REQUEST_BYTES = 8 * 1024;

/** A whole reading, as answered to `Accept: application/json`. */
export const readingResponseSchema = z.object({
  text: z.string(),
  source: z.enum(READING_SOURCES),
  /** True when the provider's stream broke midway and `text` is what arrived before. */
  interrupted: z.boolean().optional(),
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
    interrupted: z.boolean().optional(),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ReadingStreamEvent = z.infer<typeof readingStreamEventSchema>;

/** Field errors of a rejected request, as the 400 body carries them. */
export const apiErrorSchema = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
