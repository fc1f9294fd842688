import type { z } from '../../contract/zod-mini';
import type { horoscopeRequestSchema } from './horoscope-request';
import { composeHoroscope } from './compose-horoscope';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof horoscopeRequestSchema>) => string = ({
  sign,
  period,
  date,
}) => composeHoroscope({ sign, period, date }).markdown;
