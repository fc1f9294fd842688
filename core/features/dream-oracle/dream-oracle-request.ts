import { isoDateSchema, signIdSchema } from '../../contract/common';
import { freeTextSchema } from '../../contract/free-text';
import { z } from '../../contract/zod-mini';
import { distinctIds, oneOfIds } from '../../compose/dream/dream-request-fields';
import { ANALYSIS_TYPE_IDS } from './analysis-types';
import { COSMIC_SYMBOL_IDS } from './cosmic-symbols';
import { ORACLE_WISDOM_TOPIC_IDS } from './oracle-wisdom-topics';
import { ORACLE_DESCRIPTION_MAX_LENGTH } from './oracle-text-lengths';

export { ORACLE_DESCRIPTION_MAX_LENGTH };

/**
 * The Oracle's analysis of one dream (tool spec §4): the visitor's own text, so personal and
 * never cached. Symbols are optional (none reads as "none specified"); the analysis type has
 * the spec's default on the page and is always sent.
 */
export const oracleAnalysisRequestSchema = z.strictObject({
  feature: z.literal('dream-oracle'),
  kind: z.literal('analysis'),
  sign: signIdSchema,
  description: freeTextSchema(ORACLE_DESCRIPTION_MAX_LENGTH, 'is required', { multiline: true }),
  symbols: distinctIds(COSMIC_SYMBOL_IDS),
  analysisType: oneOfIds(ANALYSIS_TYPE_IDS),
  date: isoDateSchema,
});

/** One of the Oracle's three wisdom topics for a sign on a date. */
export const oracleWisdomRequestSchema = z.strictObject({
  feature: z.literal('dream-oracle'),
  kind: z.literal('wisdom'),
  sign: signIdSchema,
  topic: oneOfIds(ORACLE_WISDOM_TOPIC_IDS),
  date: isoDateSchema,
});

export const dreamOracleRequestSchema = z.discriminatedUnion('kind', [
  oracleAnalysisRequestSchema,
  oracleWisdomRequestSchema,
]);
export type DreamOracleRequest = z.infer<typeof dreamOracleRequestSchema>;
export type OracleAnalysisRequest = z.infer<typeof oracleAnalysisRequestSchema>;
export type OracleWisdomRequest = z.infer<typeof oracleWisdomRequestSchema>;
