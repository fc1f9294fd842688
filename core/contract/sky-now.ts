import { MOON_PHASE_IDS } from '../sky/moon-phases';
import { SIGN_IDS } from '../content/signs';
import { z } from './zod-mini';

/** `GET /api/sky/now`: the Sun and Moon of this moment, for the home page's cosmic-energy panel. */
export const skyNowSchema = z.object({
  instant: z.string(),
  sun: z.object({ longitude: z.number(), sign: z.enum(SIGN_IDS) }),
  moon: z.object({
    longitude: z.number(),
    sign: z.enum(SIGN_IDS),
    phaseAngle: z.number(),
    phase: z.enum(MOON_PHASE_IDS),
    illumination: z.number(),
    waxing: z.boolean(),
  }),
});
export type SkyNow = z.infer<typeof skyNowSchema>;
