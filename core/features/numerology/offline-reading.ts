import type { z } from '../../contract/zod-mini';
import type { numerologyRequestSchema } from './numerology-request';
import { composeNumerologyReading } from './numerology-reading';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof numerologyRequestSchema>) => string = (request) =>
  composeNumerologyReading(request).markdown;
