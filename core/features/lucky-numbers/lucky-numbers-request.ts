import { isoDateSchema, signIdSchema } from '../../contract/common';
import { z } from '../../contract/zod-mini';
import { LOTTERY_IDS, lotteries } from './lotteries';
import { MAX_BONUS_NUMBERS, MAX_TICKET_NUMBERS, MAX_TICKET_VALUE, ticketProblem } from './ticket';

const ticketNumberSchema = z.number().check(z.int(), z.gte(1), z.lte(MAX_TICKET_VALUE));

/**
 * The analysis of a ticket the page drew: sign, game, the numbers and the visitor's date. The
 * numbers are random, so the reading is never cached (and so it is rate limited per client);
 * the server checks them against the game's rules, so only a real ticket is ever read.
 */
export const luckyNumbersRequestSchema = z
  .strictObject({
    feature: z.literal('lucky-numbers'),
    sign: signIdSchema,
    lottery: z.enum(LOTTERY_IDS, { message: `must be one of: ${LOTTERY_IDS.join(', ')}` }),
    numbers: z.strictObject({
      main: z.array(ticketNumberSchema).check(z.maxLength(MAX_TICKET_NUMBERS)),
      bonus: z.array(ticketNumberSchema).check(z.maxLength(MAX_BONUS_NUMBERS)),
    }),
    date: isoDateSchema,
  })
  .check(
    z.refine((request) => ticketProblem(lotteries[request.lottery], request.numbers) === null, {
      message:
        'must be a ticket of the chosen lottery: the right count of distinct main and bonus numbers, each within its range',
      path: ['numbers'],
    }),
  );
export type LuckyNumbersRequest = z.infer<typeof luckyNumbersRequestSchema>;
