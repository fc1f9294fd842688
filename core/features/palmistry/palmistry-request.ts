import { isoDateSchema, signIdSchema } from '../../contract/common';
import { z } from '../../contract/zod-mini';
import { PALM_FOCUS_IDS } from './palm-foci';

/** A palm reading for one sign and focus on the visitor's date: the same for everyone, so cacheable. */
export const palmistryRequestSchema = z.strictObject({
  feature: z.literal('palmistry'),
  sign: signIdSchema,
  focus: z.enum(PALM_FOCUS_IDS, { message: `must be one of: ${PALM_FOCUS_IDS.join(', ')}` }),
  date: isoDateSchema,
});
export type PalmistryRequest = z.infer<typeof palmistryRequestSchema>;
