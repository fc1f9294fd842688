import type { z } from '../../contract/zod-mini';
import type { angelsRequestSchema } from './angels-request';
import { composeAngelsReading } from './angels-reading';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof angelsRequestSchema>) => string = composeAngelsReading;
