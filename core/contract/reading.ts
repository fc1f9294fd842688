import { CALENDAR_CATEGORY_IDS } from '../content/calendar-categories';
import { HOUSE_SYSTEM_IDS } from '../sky/house-systems';
import { CHART_TYPE_IDS, CHART_TYPES } from '../sky/advanced/chart-types';
import { birthMomentSchema, birthPlaceSchema } from './birth-moment';
import { isoDateSchema, signIdSchema } from './common';
import { z } from './zod-mini';

export { isoDateSchema, signIdSchema };

/**
 * The HTTP contract of `POST /api/readings`. The client sends a *structured* request (which
 * feature, which sign, which options); the server alone turns it into a prompt, so the
 * endpoint can never be used as an open proxy for arbitrary prompts.
 *
 * Written with zod/mini, whose functions tree-shake, because the browser bundle parses the
 * stream events with these schemas.
 */
export const PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type Period = (typeof PERIODS)[number];

/** Who wrote a reading: the provider, the offline composer (no key), or the spec's fallback text. */
export const READING_SOURCES = ['ai', 'offline', 'fallback'] as const;
export type ReadingSource = (typeof READING_SOURCES)[number];

/** Every feature the reading service accepts; each has one request variant below. */
export const FEATURE_IDS = ['horoscope', 'birth-chart', 'advanced-chart', 'cosmic-calendar'] as const;

export const horoscopeRequestSchema = z.strictObject({
  feature: z.literal('horoscope'),
  sign: signIdSchema,
  period: z.enum(PERIODS, { message: 'must be daily, weekly or monthly' }),
  /** The visitor's local date; the server accepts only dates within a day of its own clock. */
  date: isoDateSchema,
});
export type HoroscopeRequest = z.infer<typeof horoscopeRequestSchema>;

/** A natal chart and its interpretation: personal, so never cached. */
export const birthChartRequestSchema = z.strictObject({
  feature: z.literal('birth-chart'),
  person: birthMomentSchema,
  houseSystem: z.optional(z.enum(HOUSE_SYSTEM_IDS)),
});
export type BirthChartRequest = z.infer<typeof birthChartRequestSchema>;

/** One of the ten Advanced Charts (tool spec §2–5); two-person charts need the partner. */
export const advancedChartRequestSchema = z
  .strictObject({
    feature: z.literal('advanced-chart'),
    chartType: z.enum(CHART_TYPE_IDS, { message: `must be one of: ${CHART_TYPE_IDS.join(', ')}` }),
    firstSign: signIdSchema,
    secondSign: z.optional(signIdSchema),
    person: birthMomentSchema,
    partner: z.optional(birthMomentSchema),
    targetLocation: z.optional(birthPlaceSchema),
    /** The visitor's local date: progressions and returns are computed for it. */
    date: isoDateSchema,
  })
  .check(
    z.refine((request) => !CHART_TYPES[request.chartType].requiresTwoSigns || request.partner !== undefined, {
      message: 'is required for relationship charts',
      path: ['partner'],
    }),
    z.refine((request) => request.chartType !== 'relocation' || request.targetLocation !== undefined, {
      message: 'is required for a relocation chart',
      path: ['targetLocation'],
    }),
  );
export type AdvancedChartRequest = z.infer<typeof advancedChartRequestSchema>;

/** A sign's guide to the next 30 days through one calendar category: the same for everyone. */
export const cosmicCalendarRequestSchema = z.strictObject({
  feature: z.literal('cosmic-calendar'),
  sign: signIdSchema,
  category: z.enum(CALENDAR_CATEGORY_IDS, { message: `must be one of: ${CALENDAR_CATEGORY_IDS.join(', ')}` }),
  date: isoDateSchema,
});
export type CosmicCalendarRequest = z.infer<typeof cosmicCalendarRequestSchema>;

export const readingRequestSchema = z.discriminatedUnion('feature', [
  horoscopeRequestSchema,
  birthChartRequestSchema,
  advancedChartRequestSchema,
  cosmicCalendarRequestSchema,
]);
export type ReadingRequest = z.infer<typeof readingRequestSchema>;
export type FeatureId = ReadingRequest['feature'];

/** Largest request body the server reads, in bytes. */
export const MAX_READING_REQUEST_BYTES = 8 * 1024;

/** A whole reading, as answered to `Accept: application/json`. */
export const readingResponseSchema = z.strictObject({
  text: z.string(),
  source: z.enum(READING_SOURCES),
  /** True when the provider's stream broke midway and `text` is what arrived before. */
  interrupted: z.optional(z.boolean()),
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
