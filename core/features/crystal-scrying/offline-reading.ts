import type { z } from '../../contract/zod-mini';
import type { crystalScryingRequestSchema } from './crystal-scrying-request';
import { composeCrystalVision } from './crystal-vision';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof crystalScryingRequestSchema>) => string = ({
  sign,
  crystal,
  date,
}) => composeCrystalVision({ sign, crystal, date }).markdown;
