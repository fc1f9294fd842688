import type { Lottery } from './lotteries';

/** One line of numbers for a lottery: main numbers ascending, bonus numbers ascending. */
export interface Ticket {
  main: number[];
  bonus: number[];
}

/** Largest count and value any of the nine games uses, so a schema can bound arrays before the rules. */
export const MAX_TICKET_NUMBERS = 6;
export const MAX_BONUS_NUMBERS = 2;
export const MAX_TICKET_VALUE = 70;

function problemWith(label: string, values: readonly number[], count: number, range: number): string | null {
  if (values.length !== count) return `needs ${count} ${label} number${count === 1 ? '' : 's'}`;
  if (values.some((value) => !Number.isInteger(value) || value < 1 || value > range))
    return `${label} numbers must be whole numbers from 1 to ${range}`;
  if (new Set(values).size !== values.length) return `${label} numbers must all differ`;
  return null;
}

/**
 * What makes `ticket` unplayable in `lottery` (spec §5: main numbers distinct and within 1 to
 * the range, bonus numbers distinct within theirs), or null when it is a valid ticket.
 */
export function ticketProblem(lottery: Lottery, ticket: Ticket): string | null {
  return (
    problemWith('main', ticket.main, lottery.numbers, lottery.range) ??
    problemWith('bonus', ticket.bonus, lottery.bonus, lottery.bonusRange)
  );
}

/** The same ticket with both lists in ascending order. */
export const sortedTicket = (ticket: Ticket): Ticket => ({
  main: [...ticket.main].sort((first, second) => first - second),
  bonus: [...ticket.bonus].sort((first, second) => first - second),
});
