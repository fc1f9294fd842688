import { AYANAMSA_IDS, type ZodiacChoice } from '../sky/zodiacs';
import { z } from './zod-mini';

/**
 * The zodiac a reading or a chart is read in, as requests and the stored profile carry it:
 * tropical, or sidereal with one of the ayanamsas the chart engine computes. Absent means tropical.
 */
export const zodiacChoiceSchema = z.discriminatedUnion('zodiac', [
  z.strictObject({ zodiac: z.literal('tropical') }),
  z.strictObject({ zodiac: z.literal('sidereal'), ayanamsa: z.enum(AYANAMSA_IDS) }),
]);

/** The zodiac of every chart unless the visitor picks another. */
export const TROPICAL: ZodiacChoice = { zodiac: 'tropical' };

// The schema and the engine's type must stay one shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.infer<typeof zodiacChoiceSchema>, ZodiacChoice> = true;
void sameShape;
