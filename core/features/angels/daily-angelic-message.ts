import { z } from '../../contract/zod-mini';
import { ANGEL_IDS } from './angel';

/**
 * The daily angelic message (tool spec §3): which angel is present today, its message, the
 * guidance and the blessing, and when it was written (ms since the epoch). The angel goes by id
 * so the page shows it from the deck's own content.
 */
export const dailyAngelicMessageSchema = z.object({
  angel: z.enum(ANGEL_IDS),
  message: z.string().check(z.minLength(1)),
  guidance: z.string().check(z.minLength(1)),
  blessing: z.string().check(z.minLength(1)),
  timestamp: z.number().check(z.int(), z.nonnegative()),
});

export type DailyAngelicMessage = z.infer<typeof dailyAngelicMessageSchema>;
