import { isoDateSchema, signIdSchema } from '../../contract/common';
import { z } from '../../contract/zod-mini';
import { ARCHETYPE_IDS } from '../../content/archetypes/archetype';

/** A personal reading of one archetype for a sign on the visitor's date: the same for everyone. */
export const mysticalPersonalityRequestSchema = z.strictObject({
  feature: z.literal('mystical-personality'),
  sign: signIdSchema,
  archetype: z.enum(ARCHETYPE_IDS, { message: `must be one of: ${ARCHETYPE_IDS.join(', ')}` }),
  date: isoDateSchema,
});
export type MysticalPersonalityRequest = z.infer<typeof mysticalPersonalityRequestSchema>;
