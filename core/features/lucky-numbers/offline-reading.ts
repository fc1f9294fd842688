import type { z } from '../../contract/zod-mini';
import type { luckyNumbersRequestSchema } from './lucky-numbers-request';
import { composeLuckyReading } from './lucky-reading';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof luckyNumbersRequestSchema>) => string = (request) =>
  composeLuckyReading(request).markdown;
