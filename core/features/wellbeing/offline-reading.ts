import type { z } from '../../contract/zod-mini';
import type { wellbeingRequestSchema } from './wellbeing-request';
import { composeWellbeingReading } from './wellbeing-reading';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof wellbeingRequestSchema>) => string = ({
  sign,
  topic,
  date,
}) => composeWellbeingReading({ sign, topic, date }).markdown;
