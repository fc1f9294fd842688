import { isoDateSchema, signIdSchema } from '../../contract/common';
import { freeTextSchema } from '../../contract/free-text';
import { z } from '../../contract/zod-mini';
import { distinctIds, oneOfIds } from '../../compose/dream/dream-request-fields';
import { MOON_PHASE_IDS } from '../../sky/moon-phases';
import { DREAM_EMOTION_IDS } from './dream-emotions';
import { DREAM_SYMBOL_IDS } from './dream-symbols';
import { JOURNAL_WISDOM_TOPIC_IDS } from './journal-wisdom-topics';
import { DREAM_DESCRIPTION_MAX_LENGTH, DREAM_TITLE_MAX_LENGTH } from './dream-texts';

export { DREAM_DESCRIPTION_MAX_LENGTH, DREAM_TITLE_MAX_LENGTH };

/**
 * The interpretation of one dream the visitor wrote down (tool spec §4 Dream Journal). It
 * carries the visitor's own text, so it is personal and never cached; `date` is the visitor's
 * today, whose real Moon the reading names.
 */
export const dreamAnalysisRequestSchema = z.strictObject({
  feature: z.literal('dream-journal'),
  kind: z.literal('analysis'),
  sign: signIdSchema,
  title: z.optional(freeTextSchema(DREAM_TITLE_MAX_LENGTH)),
  description: freeTextSchema(DREAM_DESCRIPTION_MAX_LENGTH, 'is required', { multiline: true }),
  emotions: distinctIds(DREAM_EMOTION_IDS),
  symbols: distinctIds(DREAM_SYMBOL_IDS),
  moonPhase: z.optional(oneOfIds(MOON_PHASE_IDS)),
  date: isoDateSchema,
});

/** One of the three dream wisdom topics for a sign on a date: the same for everyone. */
export const journalWisdomRequestSchema = z.strictObject({
  feature: z.literal('dream-journal'),
  kind: z.literal('wisdom'),
  sign: signIdSchema,
  topic: oneOfIds(JOURNAL_WISDOM_TOPIC_IDS),
  date: isoDateSchema,
});

export const dreamJournalRequestSchema = z.discriminatedUnion('kind', [
  dreamAnalysisRequestSchema,
  journalWisdomRequestSchema,
]);
export type DreamJournalRequest = z.infer<typeof dreamJournalRequestSchema>;
export type DreamAnalysisRequest = z.infer<typeof dreamAnalysisRequestSchema>;
export type JournalWisdomRequest = z.infer<typeof journalWisdomRequestSchema>;
