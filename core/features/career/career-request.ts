import { isoDateSchema, signIdSchema } from '../../contract/common';
import { z } from '../../contract/zod-mini';
import { CAREER_TILE_IDS } from './career-tiles';

/**
 * One career, finance or purpose tile read for a sign. The period comes from the tile id (never
 * from the client), so the reading is the same for everyone with this sign, tile and period.
 */
export const careerRequestSchema = z.strictObject({
  feature: z.literal('career'),
  sign: signIdSchema,
  tile: z.enum(CAREER_TILE_IDS, { message: `must be one of: ${CAREER_TILE_IDS.join(', ')}` }),
  /** The visitor's local date; the server accepts only dates within a day of its own clock. */
  date: isoDateSchema,
});
export type CareerRequest = z.infer<typeof careerRequestSchema>;
