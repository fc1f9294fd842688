import { type SignId, signName } from '../../content/signs';
import type { ComposedReading } from '../../compose/composed-reading';
import { ordinal, joinWords, countWord } from '../../compose/chart/chart-words';
import { houseAreas } from '../../compose/chart/bank/house-lines';
import { moonFact } from '../../compose/reading-facts';
import { percentLit } from '../../compose/reading-writer';
import { type SignSky, signSkyFor, solarHouseFact } from '../../compose/sign-sky';
import { dayTurn, dealForSign } from '../../compose/sign-dealer';
import { moonPhaseAdjectives } from '../../compose/moon-phase-words';
import type { IsoDate } from '../../time/calendar-date';
import { oddsLabel } from './jackpot-odds';
import { type LotteryId, lotteries } from './lotteries';
import {
  DIGIT_ROOT_TONES,
  type LuckyLine,
  type LuckyWords,
  closingLines,
  jupiterLines,
  matchLines,
  moonLines,
  oddsLines,
  openingLines,
  sumLines,
} from './bank/lucky-lines';
import { digitRoot, powerNumbers } from './power-numbers';
import { type Ticket, sortedTicket } from './ticket';

export interface LuckyReadingInput {
  sign: SignId;
  lottery: LotteryId;
  numbers: Ticket;
  date: IsoDate;
}

const listOf = (values: readonly number[]) => joinWords(values.map(String));

function matchNote(matches: readonly number[]): string {
  if (matches.length === 0) return 'none of your six power numbers';
  if (matches.length === 1) return `one power number, ${matches[0] ?? ''}`;
  return `${countWord(matches.length)} power numbers: ${listOf(matches)}`;
}

function parityNote(values: readonly number[]): string {
  const odd = values.filter((value) => value % 2 === 1).length;
  return `${countWord(odd)} odd and ${countWord(values.length - odd)} even`;
}

export function luckyWords(
  { sign, lottery: lotteryId, numbers }: LuckyReadingInput,
  sky: SignSky,
): LuckyWords {
  const lottery = lotteries[lotteryId];
  const ticket = sortedTicket(numbers);
  const power = powerNumbers[sign].numbers as readonly number[];
  const total = ticket.main.reduce((sum, value) => sum + value, 0);
  const root = digitRoot(total);
  const jupiter = sky.planets.jupiter;
  const moon = sky.day.sky.moon;
  return {
    sign: signName(sign),
    lottery: lottery.name,
    line: listOf(ticket.main),
    bonusNote: ticket.bonus.length > 0 ? `, with bonus ${listOf(ticket.bonus)}` : '',
    matchNote: matchNote(ticket.main.filter((value) => power.includes(value))),
    power: listOf(power),
    total,
    root,
    rootTone: DIGIT_ROOT_TONES[root as keyof typeof DIGIT_ROOT_TONES],
    parity: parityNote(ticket.main),
    jupiterAt: `${jupiter.degree}° ${signName(jupiter.sign)}${jupiter.retrograde ? ', retrograde' : ''}`,
    jupiterHouse: ordinal(jupiter.solarHouse),
    jupiterArea: houseAreas[jupiter.solarHouse][0],
    moonSign: signName(moon.sign),
    moonPhase: moonPhaseAdjectives[moon.phase],
    moonLit: percentLit(moon.illumination),
    odds: oddsLabel(lottery),
  };
}

/**
 * The offline analysis of a drawn ticket: what the numbers hold for the sign (power numbers,
 * their sum and digit root), the real sky of the date (Jupiter's solar house, the Moon), and
 * the true odds, which no reading changes. Every sentence is dealt by sign and day, so twelve
 * signs reading on one day share none and a sign's readings do not repeat within a week; the
 * same request always writes the same text.
 */
export function composeLuckyReading(input: LuckyReadingInput): ComposedReading {
  const sky = signSkyFor(input.sign, input.date);
  const words = luckyWords(input, sky);
  const turn = dayTurn(input.date);
  const deal = (pool: readonly LuckyLine[], name: string) =>
    dealForSign(pool, `lucky|${name}`, input.sign, turn)(words);

  const numbersParagraph = [deal(openingLines, 'opening'), deal(matchLines, 'match'), deal(sumLines, 'sum')];
  const skyLines = [deal(jupiterLines, 'jupiter'), deal(moonLines, 'moon')];
  // The sky paragraph opens with the Moon on odd days, so the outline shifts from day to day.
  const skyParagraph = turn % 2 === 0 ? skyLines : [...skyLines].reverse();
  const headline = `${words.sign}’s ${words.lottery} line`;
  const affirmation = deal(closingLines, 'closing');
  const body = [numbersParagraph.join(' '), skyParagraph.join(' '), deal(oddsLines, 'odds')].join('\n\n');
  return {
    headline,
    body,
    affirmation,
    facts: [solarHouseFact(sky.planets.jupiter), moonFact(sky.day.sky), `Top prize odds ${words.odds}`],
    markdown: `### ${headline}\n\n${body}\n\n*${affirmation}*`,
  };
}
