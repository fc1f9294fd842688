import type { z } from '../../contract/zod-mini';
import type { dreamJournalRequestSchema } from './dream-journal-request';
import { composeDreamJournalReading } from './dream-journal-reading';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof dreamJournalRequestSchema>) => string =
  composeDreamJournalReading;
