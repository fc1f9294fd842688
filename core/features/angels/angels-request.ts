import { isoDateSchema, signIdSchema } from '../../contract/common';
import { freeTextSchema } from '../../contract/free-text';
import { z } from '../../contract/zod-mini';
import { ANGEL_IDS } from './angel';
import { ANGEL_SPREAD_IDS, angelSpreads } from './angel-spreads';
import {
  ANGELS_NAME_MAX_LENGTH,
  ANGELS_QUESTION_MAX_LENGTH,
  BLESSING_SITUATION_MAX_LENGTH,
} from './angels-text-lengths';

/**
 * The angelic content service's three request types (tool spec §4), one feature told apart by
 * `type`. Every angel and spread travels as an id: the server reads names, messages and
 * positions from its own deck, so only the visitor's own words (name, question, situation)
 * reach a prompt, and only as quoted user data.
 */
export const ANGELS_REQUEST_TYPES = ['reading', 'blessing', 'daily-message'] as const;
export type AngelsRequestType = (typeof ANGELS_REQUEST_TYPES)[number];

export { ANGELS_NAME_MAX_LENGTH, ANGELS_QUESTION_MAX_LENGTH, BLESSING_SITUATION_MAX_LENGTH };

/** The message of a request whose `type` is none of the three (spec §4, §8). */
export const UNKNOWN_REQUEST_TYPE_MESSAGE = 'Unknown request type';

const optionalName = z.optional(freeTextSchema(ANGELS_NAME_MAX_LENGTH));
const optionalSign = z.optional(signIdSchema);
const LARGEST_SPREAD = Math.max(...ANGEL_SPREAD_IDS.map((id) => angelSpreads[id].cardCount));

const angelReadingSchema = z
  .strictObject({
    feature: z.literal('angels'),
    type: z.literal('reading'),
    spread: z.enum(ANGEL_SPREAD_IDS, { message: `must be one of: ${ANGEL_SPREAD_IDS.join(', ')}` }),
    /** The drawn angels in the spread's position order. */
    angels: z
      .array(z.enum(ANGEL_IDS, { message: 'must name an angel of the deck' }))
      .check(z.maxLength(LARGEST_SPREAD, `must hold at most ${LARGEST_SPREAD} angels`)),
    sign: optionalSign,
    name: optionalName,
    /** Asked only with the guidance spread, but welcome with any. */
    question: z.optional(freeTextSchema(ANGELS_QUESTION_MAX_LENGTH)),
    date: isoDateSchema,
  })
  .check(
    z.refine((request) => request.angels.length === angelSpreads[request.spread].cardCount, {
      message:
        'must hold one angel per position of the spread (single 1, trinity 3, guidance 5, seven-heavens 7)',
      path: ['angels'],
    }),
    z.refine((request) => new Set(request.angels).size === request.angels.length, {
      message: 'must not hold the same angel twice',
      path: ['angels'],
    }),
  );

const blessingSchema = z.strictObject({
  feature: z.literal('angels'),
  type: z.literal('blessing'),
  situation: freeTextSchema(BLESSING_SITUATION_MAX_LENGTH, 'must say what the blessing is for'),
  sign: optionalSign,
  name: optionalName,
  date: isoDateSchema,
});

const dailyMessageSchema = z.strictObject({
  feature: z.literal('angels'),
  type: z.literal('daily-message'),
  /** Absent for the universal message of a visitor without a sign. */
  sign: optionalSign,
  name: optionalName,
  date: isoDateSchema,
});

export const angelsRequestSchema = z.discriminatedUnion(
  'type',
  [angelReadingSchema, blessingSchema, dailyMessageSchema],
  { error: UNKNOWN_REQUEST_TYPE_MESSAGE },
);
export type AngelsRequest = z.infer<typeof angelsRequestSchema>;
export type AngelReadingRequest = Extract<AngelsRequest, { type: 'reading' }>;
export type BlessingRequest = Extract<AngelsRequest, { type: 'blessing' }>;
export type DailyMessageRequest = Extract<AngelsRequest, { type: 'daily-message' }>;
