import { isoDateSchema, signIdSchema } from '../../contract/common';
import { z } from '../../contract/zod-mini';
import { POSE_IDS } from './yoga-pose';

/**
 * Astro-Yoga guidance for a sign on the visitor's date: for one pose, or, without `pose`, the
 * general guidance the page's top button asks for. The same for everyone, so cacheable.
 */
export const astroYogaRequestSchema = z.strictObject({
  feature: z.literal('astro-yoga'),
  sign: signIdSchema,
  pose: z.optional(z.enum(POSE_IDS, { message: `must be one of: ${POSE_IDS.join(', ')}` })),
  date: isoDateSchema,
});
export type AstroYogaRequest = z.infer<typeof astroYogaRequestSchema>;
