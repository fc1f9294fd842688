import type { z } from '../../contract/zod-mini';
import type { careerRequestSchema } from './career-request';
import { composeCareerReading } from './career-reading';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof careerRequestSchema>) => string = ({
  sign,
  tile,
  date,
}) => composeCareerReading({ sign, tile, date }).markdown;
