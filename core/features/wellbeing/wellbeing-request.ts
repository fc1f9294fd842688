import { isoDateSchema, signIdSchema } from '../../contract/common';
import { z } from '../../contract/zod-mini';
import { WELLBEING_TOPIC_IDS } from './wellbeing-topics';

/** Guidance on one well-being topic for a sign on the visitor's date: the same for everyone. */
export const wellbeingRequestSchema = z.strictObject({
  feature: z.literal('wellbeing'),
  sign: signIdSchema,
  topic: z.enum(WELLBEING_TOPIC_IDS, { message: `must be one of: ${WELLBEING_TOPIC_IDS.join(', ')}` }),
  date: isoDateSchema,
});
export type WellbeingRequest = z.infer<typeof wellbeingRequestSchema>;
