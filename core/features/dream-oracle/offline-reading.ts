import type { z } from '../../contract/zod-mini';
import type { dreamOracleRequestSchema } from './dream-oracle-request';
import { composeDreamOracleReading } from './dream-oracle-reading';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof dreamOracleRequestSchema>) => string =
  composeDreamOracleReading;
