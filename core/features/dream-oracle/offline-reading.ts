import type { z } from '../../contract/zod-mini';
import type { dreamOracleRequestSchema } from './dream-oracle-request';
import { composeDreamOracleReading } from './dream-oracle-reading';

/** This feature's reading written offline, as markdown: one row of `offlineComposers`, loadable alone. */
export const composeOffline: (request: z.infer<typeof dreamOracleRequestSchema>) => string =
  composeDreamOracleReading;
