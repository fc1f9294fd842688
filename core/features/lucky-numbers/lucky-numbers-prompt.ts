import { signs } from '@core/content/signs';
import { moonFact, signFact } from '@core/compose/reading-facts';
import { signSkyFor, solarHouseFact } from '@core/compose/sign-sky';
import { oddsLabel } from '@core/features/lucky-numbers/jackpot-odds';
import { lotteries } from '@core/features/lucky-numbers/lotteries';
import type { LuckyNumbersRequest } from '@core/features/lucky-numbers/lucky-numbers-request';
import { digitRoot, powerNumbers } from '@core/features/lucky-numbers/power-numbers';
import { sortedTicket } from '@core/features/lucky-numbers/ticket';
import type { ReadingPrompt } from '@core/compose/prompt/reading-prompt';
import { fullDateLabel } from '@core/compose/prompt/sky-summary';

/**
 * The lucky-number analysis prompt: a drawn ticket read for a sign against the real sky of the
 * visitor's date (Jupiter's whole-sign solar house, the Moon) and the game's true odds. The
 * numbers are random, so the reading is never cached.
 */
export const LUCKY_NUMBERS_SYSTEM_MESSAGE = [
  'You are a warm, playful astrologer and numerologist writing for Cosmic Guide, an astrology app. You',
  'reflect on a set of lottery numbers the app drew for a reader, as a ritual and a mirror for the day.',
  '',
  'Use ONLY the numbers and sky facts in the message; never invent positions or aspects.',
  '',
  'Responsible play is a hard rule: never promise, predict or suggest a win, never call numbers lucky in',
  'the sense of likelier to win, and never encourage buying more tickets or spending more. State plainly',
  'that the odds given are the same for every ticket and that no method changes them. Entertainment',
  'and reflection only; no financial advice.',
  '',
  'Write 150 to 220 words in markdown: short paragraphs, a few **bold** phrases. Never write HTML tags,',
  'code blocks, links or images. Close with a one-line affirmation in italics.',
].join('\n');

export function buildLuckyNumbersPrompt({
  sign: signId,
  lottery: lotteryId,
  numbers,
  date,
}: LuckyNumbersRequest): ReadingPrompt {
  const sign = signs[signId];
  const lottery = lotteries[lotteryId];
  const ticket = sortedTicket(numbers);
  const power = powerNumbers[signId].numbers as readonly number[];
  const matches = ticket.main.filter((value) => power.includes(value));
  const total = ticket.main.reduce((sum, value) => sum + value, 0);
  const sky = signSkyFor(signId, date);
  const user = [
    `Reflect on the ${lottery.name} numbers drawn for ${sign.name} ${sign.symbol} on ${fullDateLabel(date)}.`,
    '',
    `About ${sign.name}: ${signFact(sign)}.`,
    `The game: ${lottery.name} (${lottery.country}), ${lottery.numbers} main numbers from 1 to ${lottery.range}${
      lottery.bonus > 0 ? ` and ${lottery.bonus} bonus from 1 to ${lottery.bonusRange}` : ''
    }.`,
    `Main numbers: ${ticket.main.join(', ')}.`,
    ...(ticket.bonus.length > 0 ? [`Bonus: ${ticket.bonus.join(', ')}.`] : []),
    `${sign.name}'s six power numbers: ${power.join(', ')}. In this line: ${matches.length > 0 ? matches.join(', ') : 'none'}.`,
    `Sum of the main numbers: ${total}, digit root ${digitRoot(total)}.`,
    `Odds of the top prize, the same for every ticket: ${oddsLabel(lottery)}.`,
    '',
    'The sky of the date (the solar house counts the sign as the 1st house):',
    `- ${solarHouseFact(sky.planets.jupiter)}`,
    `- ${moonFact(sky.day.sky)}`,
    '',
    'Name at least one of these sky facts, say what the numbers might mean as a theme for the day, and',
    'remind the reader of the odds above.',
  ];
  return { system: LUCKY_NUMBERS_SYSTEM_MESSAGE, user: user.join('\n') };
}
