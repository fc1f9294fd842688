import { isoDateSchema, signIdSchema } from '../../contract/common';
import { z } from '../../contract/zod-mini';
import { LOVE_FOCUS_IDS } from './love-foci';

/** A sign's love reading for one focus and date: the same for everyone, so cacheable. */
export const loveRequestSchema = z.strictObject({
  feature: z.literal('love'),
  sign: signIdSchema,
  focus: z.enum(LOVE_FOCUS_IDS, { message: `must be one of: ${LOVE_FOCUS_IDS.join(', ')}` }),
  date: isoDateSchema,
});
export type LoveRequest = z.infer<typeof loveRequestSchema>;
