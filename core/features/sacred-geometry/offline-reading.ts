import type { z } from '../../contract/zod-mini';
import type { sacredGeometryRequestSchema } from './sacred-geometry-request';
import { composeGeometryReading } from './geometry-reading';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof sacredGeometryRequestSchema>) => string = (request) =>
  composeGeometryReading(request).markdown;
