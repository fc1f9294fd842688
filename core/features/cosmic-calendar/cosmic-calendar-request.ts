import { CALENDAR_CATEGORY_IDS } from '../../content/calendar-categories';
import { isoDateSchema, signIdSchema } from '../../contract/common';
import { z } from '../../contract/zod-mini';

/** A sign's guide to the next 30 days through one calendar category: the same for everyone. */
export const cosmicCalendarRequestSchema = z.strictObject({
  feature: z.literal('cosmic-calendar'),
  sign: signIdSchema,
  category: z.enum(CALENDAR_CATEGORY_IDS, { message: `must be one of: ${CALENDAR_CATEGORY_IDS.join(', ')}` }),
  date: isoDateSchema,
});
export type CosmicCalendarRequest = z.infer<typeof cosmicCalendarRequestSchema>;
