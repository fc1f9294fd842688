import type { z } from '../../contract/zod-mini';
import type { astroYogaRequestSchema } from './astro-yoga-request';
import { composeYogaGuidance } from './yoga-guidance';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof astroYogaRequestSchema>) => string = (request) =>
  composeYogaGuidance(request).markdown;
