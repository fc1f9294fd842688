import { PERSONA_IDS } from '../../content/personas';
import { birthMomentSchema } from '../../contract/birth-moment';
import { isoDateSchema, signIdSchema } from '../../contract/common';
import { freeTextSchema } from '../../contract/free-text';
import { z } from '../../contract/zod-mini';
import {
  CHAT_ARCHETYPE_MAX_LENGTH,
  CHAT_FOCUS_MAX_LENGTH,
  CHAT_GOALS_MAX_COUNT,
  CHAT_GOAL_MAX_LENGTH,
  CHAT_HISTORY_MAX_TURNS,
  CHAT_REQUEST_MESSAGE_MAX_LENGTH,
  CHAT_NAME_MAX_LENGTH,
  CHAT_TOTAL_READINGS_MAX,
  CHAT_TURN_MAX_LENGTH,
} from './chat-limits';

export * from './chat-limits';

/**
 * One chat turn as `POST /api/readings` carries it: the guide's id, the new message, a bounded
 * history and the spec's profile context (§3 "Chat profile context"), as ids and bounded
 * strings only. The server writes the persona's voice, the rules and the chart facts itself;
 * the browser never sends a system prompt, a model or a persona's text.
 */

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export const chatTurnSchema = z.strictObject({
  role: z.enum(CHAT_ROLES, { message: `must be one of: ${CHAT_ROLES.join(', ')}` }),
  text: freeTextSchema(CHAT_TURN_MAX_LENGTH, 'is required', { multiline: true }),
});
export type ChatTurn = z.infer<typeof chatTurnSchema>;

/** Spec §3, "Chat profile context": the visitor as the profile knows them, every field optional. */
export const chatProfileSchema = z.strictObject({
  name: z.optional(freeTextSchema(CHAT_NAME_MAX_LENGTH)),
  sign: z.optional(signIdSchema),
  birthDate: z.optional(isoDateSchema),
  /** The whole birth moment, sent when the profile's time and place could be resolved (or the date alone at noon). */
  birth: z.optional(birthMomentSchema),
  currentFocus: z.optional(freeTextSchema(CHAT_FOCUS_MAX_LENGTH)),
  spiritualGoals: z.optional(
    z.array(freeTextSchema(CHAT_GOAL_MAX_LENGTH)).check(z.maxLength(CHAT_GOALS_MAX_COUNT)),
  ),
  totalReadings: z.optional(z.number().check(z.int(), z.gte(0), z.lte(CHAT_TOTAL_READINGS_MAX))),
  personalityArchetype: z.optional(freeTextSchema(CHAT_ARCHETYPE_MAX_LENGTH)),
});
export type ChatProfile = z.infer<typeof chatProfileSchema>;

export const chatRequestSchema = z.strictObject({
  feature: z.literal('chat'),
  personaId: z.enum(PERSONA_IDS, { message: `must be one of: ${PERSONA_IDS.join(', ')}` }),
  message: freeTextSchema(CHAT_REQUEST_MESSAGE_MAX_LENGTH, 'is required', { multiline: true }),
  history: z
    .array(chatTurnSchema)
    .check(z.maxLength(CHAT_HISTORY_MAX_TURNS, `must hold at most the last ${CHAT_HISTORY_MAX_TURNS} turns`)),
  /** The visitor's local date: today's sky is read for it. */
  date: isoDateSchema,
  profile: chatProfileSchema,
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;
