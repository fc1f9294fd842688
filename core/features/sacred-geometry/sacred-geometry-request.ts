import { isoDateSchema, signIdSchema } from '../../contract/common';
import { z } from '../../contract/zod-mini';
import { PATTERN_IDS } from './pattern';

/** A personal reading of one sacred pattern for a sign on the visitor's date: the same for everyone. */
export const sacredGeometryRequestSchema = z.strictObject({
  feature: z.literal('sacred-geometry'),
  sign: signIdSchema,
  pattern: z.enum(PATTERN_IDS, { message: `must be one of: ${PATTERN_IDS.join(', ')}` }),
  date: isoDateSchema,
});
export type SacredGeometryRequest = z.infer<typeof sacredGeometryRequestSchema>;
