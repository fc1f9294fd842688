import type { z } from '../../contract/zod-mini';
import type { zodiacDietRequestSchema } from './zodiac-diet-request';
import { composeDietReading } from './diet-reading';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof zodiacDietRequestSchema>) => string = (request) =>
  composeDietReading(request).markdown;
