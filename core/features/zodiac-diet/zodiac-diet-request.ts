import { isoDateSchema, signIdSchema } from '../../contract/common';
import { z } from '../../contract/zod-mini';
import { CHINESE_ANIMAL_IDS } from './chinese-animals';
import { DIET_FOCUS_IDS } from './diet-topics';

/**
 * Diet guidance on one focus for a Western sign, a Chinese animal or both, on the visitor's
 * date: the same for everyone asking it, so cacheable. At least one of the two is required
 * (tool spec §5).
 */
export const zodiacDietRequestSchema = z
  .strictObject({
    feature: z.literal('zodiac-diet'),
    sign: z.optional(signIdSchema),
    animal: z.optional(
      z.enum(CHINESE_ANIMAL_IDS, { message: `must be one of: ${CHINESE_ANIMAL_IDS.join(', ')}` }),
    ),
    focus: z.enum(DIET_FOCUS_IDS, { message: `must be one of: ${DIET_FOCUS_IDS.join(', ')}` }),
    date: isoDateSchema,
  })
  .check(
    z.refine((request) => request.sign !== undefined || request.animal !== undefined, {
      message: 'a Western sign or a Chinese animal is required',
      path: ['sign'],
    }),
  );
export type ZodiacDietRequest = z.infer<typeof zodiacDietRequestSchema>;
