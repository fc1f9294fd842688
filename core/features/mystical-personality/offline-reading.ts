import type { z } from '../../contract/zod-mini';
import type { mysticalPersonalityRequestSchema } from './mystical-personality-request';
import { composeArchetypeDayReading } from './archetype-day-reading';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof mysticalPersonalityRequestSchema>) => string = (
  request,
) => composeArchetypeDayReading(request).markdown;
