import type { z } from '../../contract/zod-mini';
import type { palmistryRequestSchema } from './palmistry-request';
import { composePalmReading } from './palm-reading';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof palmistryRequestSchema>) => string = ({
  sign,
  focus,
  date,
}) => composePalmReading({ sign, focus, date }).markdown;
