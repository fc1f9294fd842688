import type { z } from '../../contract/zod-mini';
import type { relationshipAnalysisRequestSchema } from './relationship-analysis-request';
import { composeRelationshipAnalysis } from './relationship-reading';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof relationshipAnalysisRequestSchema>) => string = (
  request,
) => composeRelationshipAnalysis(request).markdown;
