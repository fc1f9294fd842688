import type { z } from '../../contract/zod-mini';
import type { loveRequestSchema } from './love-request';
import { composeLoveReading } from './love-reading';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof loveRequestSchema>) => string = ({
  sign,
  focus,
  date,
}) => composeLoveReading({ sign, focus, date }).markdown;
