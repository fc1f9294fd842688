import { birthMomentSchema } from '../../contract/birth-moment';
import { z } from '../../contract/zod-mini';
import { HOUSE_SYSTEM_IDS } from '../../sky/house-systems';
import { zodiacChoiceSchema } from '../../contract/zodiac-choice';

/** A natal chart and its interpretation: personal, so never cached. */
export const birthChartRequestSchema = z.strictObject({
  feature: z.literal('birth-chart'),
  person: birthMomentSchema,
  houseSystem: z.optional(z.enum(HOUSE_SYSTEM_IDS)),
  /** Absent: tropical. */
  zodiac: z.optional(zodiacChoiceSchema),
});
export type BirthChartRequest = z.infer<typeof birthChartRequestSchema>;
