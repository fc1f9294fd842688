import { isoDateSchema, signIdSchema } from '../../contract/common';
import { z } from '../../contract/zod-mini';
import { CRYSTAL_IDS } from './crystal';

/** A scrying session with one crystal for a sign on the visitor's date: the same for everyone. */
export const crystalScryingRequestSchema = z.strictObject({
  feature: z.literal('crystal-scrying'),
  sign: signIdSchema,
  crystal: z.enum(CRYSTAL_IDS, { message: `must be one of: ${CRYSTAL_IDS.join(', ')}` }),
  date: isoDateSchema,
});
export type CrystalScryingRequest = z.infer<typeof crystalScryingRequestSchema>;
