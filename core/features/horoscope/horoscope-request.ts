import { PERIODS, isoDateSchema, signIdSchema } from '../../contract/common';
import { z } from '../../contract/zod-mini';

/** A sign's daily, weekly or monthly horoscope: the same for everyone, so cached. */
export const horoscopeRequestSchema = z.strictObject({
  feature: z.literal('horoscope'),
  sign: signIdSchema,
  period: z.enum(PERIODS, { message: 'must be daily, weekly or monthly' }),
  /** The visitor's local date; the server accepts only dates within a day of its own clock. */
  date: isoDateSchema,
});
export type HoroscopeRequest = z.infer<typeof horoscopeRequestSchema>;
