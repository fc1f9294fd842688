import { isoDateSchema, signIdSchema } from '../../contract/common';
import { z } from '../../contract/zod-mini';
import { ANALYSIS_IDS, relationshipAnalysisTypes } from './analysis-types';

/**
 * One of the ten relationship analyses for the visitor's date: the same for everyone with these
 * signs, so cached. Two-sign analyses need the partner's sign; breakup healing reads the
 * visitor's sign alone, so a second sign there is refused rather than silently dropped.
 */
export const relationshipAnalysisRequestSchema = z
  .strictObject({
    feature: z.literal('relationship-analysis'),
    analysis: z.enum(ANALYSIS_IDS, { message: `must be one of: ${ANALYSIS_IDS.join(', ')}` }),
    firstSign: signIdSchema,
    secondSign: z.optional(signIdSchema),
    date: isoDateSchema,
  })
  .check(
    z.refine(
      (request) =>
        !relationshipAnalysisTypes[request.analysis].requiresTwoSigns || request.secondSign !== undefined,
      { message: 'is required for this analysis: it reads two signs', path: ['secondSign'] },
    ),
    z.refine(
      (request) =>
        relationshipAnalysisTypes[request.analysis].requiresTwoSigns || request.secondSign === undefined,
      { message: 'must be left out: this analysis reads one sign', path: ['secondSign'] },
    ),
  );
export type RelationshipAnalysisRequest = z.infer<typeof relationshipAnalysisRequestSchema>;
