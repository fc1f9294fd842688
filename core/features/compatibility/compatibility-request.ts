import { isoDateSchema, signIdSchema } from '../../contract/common';
import { z } from '../../contract/zod-mini';

/**
 * Two signs read together for the visitor's date: the same for everyone, so cached. The order
 * is kept: the page frames the first sign as the visitor's own ("Your Sign"), and the reading
 * speaks to it about the second.
 */
export const compatibilityRequestSchema = z.strictObject({
  feature: z.literal('compatibility'),
  firstSign: signIdSchema,
  secondSign: signIdSchema,
  date: isoDateSchema,
});
export type CompatibilityRequest = z.infer<typeof compatibilityRequestSchema>;
