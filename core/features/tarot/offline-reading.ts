import type { z } from '../../contract/zod-mini';
import type { tarotRequestSchema } from './tarot-request';
import { composeTarotReading } from './reading/tarot-reading';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof tarotRequestSchema>) => string = (request) =>
  composeTarotReading(request).markdown;
