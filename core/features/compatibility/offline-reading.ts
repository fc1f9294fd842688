import type { z } from '../../contract/zod-mini';
import type { compatibilityRequestSchema } from './compatibility-request';
import { composeCompatibilityReading } from './compatibility-reading';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof compatibilityRequestSchema>) => string = (request) =>
  composeCompatibilityReading(request).markdown;
