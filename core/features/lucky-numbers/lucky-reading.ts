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
import { LOTTERY_IDS, type LotteryId, lotteries } from './lotteries';
import {
  DIGIT_ROOT_TONES,
  type LuckyLine,
  type LuckyWords,
  closingLines,
  jupiterLines,
  jupiterTails,
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

/** The main number nearest to `target` (the lower one on a tie). */
const nearest = (values: readonly number[], target: number): number =>
  values.reduce(
    (best, value) => (Math.abs(value - target) < Math.abs(best - target) ? value : best),
    values[0] ?? 0,
  );

/**
 * How the line meets the sign's power numbers, with a detail of this very line (the closest
 * near miss, or a matched number's nearest neighbour), so the note is as particular as the draw.
 */
function matchNote(main: readonly number[], power: readonly number[]): string {
  const matches = main.filter((value) => power.includes(value));
  const others = main.filter((value) => !power.includes(value));
  if (matches.length === 0) {
    const [gap, mine, theirs] = main
      .flatMap((value) => power.map((own) => [Math.abs(value - own), value, own] as const))
      .reduce((best, pair) => (pair[0] < best[0] ? pair : best));
    return `none of your six power numbers among ${listOf(main)}, though ${mine} comes within ${gap} of your ${theirs} and ${nearest(
      main.filter((value) => value !== mine),
      theirs,
    )} is next closest`;
  }
  if (matches.length === 1) {
    const match = matches[0] ?? 0;
    return `one power number, ${match}, with ${nearest(others, match)} as its nearest neighbour in ${listOf(others)}`;
  }
  const company = others.length > 0 ? `, among ${listOf(others)}` : '';
  return `${countWord(matches.length)} power numbers, ${listOf(matches)}${company}`;
}

function parityNote(values: readonly number[]): string {
  const odd = values.filter((value) => value % 2 === 1).length;
  return `${countWord(odd)} odd and ${countWord(values.length - odd)} even`;
}

export function luckyWords(
  { sign, lottery: lotteryId, numbers, date }: LuckyReadingInput,
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
    matchNote: matchNote(ticket.main, power),
    power: listOf(power),
    total,
    root,
    rootTone: DIGIT_ROOT_TONES[root as keyof typeof DIGIT_ROOT_TONES][Math.floor(total / 9) % 3] ?? '',
    parity: parityNote(ticket.main),
    jupiterAt: `${jupiter.degree}° ${signName(jupiter.sign)}${jupiter.retrograde ? ', retrograde' : ''}`,
    jupiterHouse: ordinal(jupiter.solarHouse),
    // Two wordings of the house, day by day, so neither stands in every reading of a sign.
    jupiterArea: houseAreas[jupiter.solarHouse][dayTurn(date) % 2] ?? houseAreas[jupiter.solarHouse][0],
    moonSign: signName(moon.lunation?.sign ?? moon.sign),
    moonPhase: moonPhaseAdjectives[moon.phase],
    moonLit: percentLit(moon.illumination),
    odds: oddsLabel(lottery),
    low: ticket.main[0] ?? 0,
    high: ticket.main[ticket.main.length - 1] ?? 0,
    jupiterNumber: nearest(ticket.main, jupiter.degree),
    jupiterDegree: jupiter.degree,
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
  // Each lottery sits one seat further round every pool, so one sign's lottery tabs of a day
  // are dealt different sentences, not one template with other numbers.
  const tab = LOTTERY_IDS.indexOf(input.lottery);
  const deal = (pool: readonly LuckyLine[], name: string) =>
    dealForSign(pool, `lucky|${name}`, input.sign, turn + tab)(words);
  const jupiterLine = deal(jupiterLines, 'jupiter').replace(/\.$/u, `${deal(jupiterTails, 'jupiter-tail')}.`);

  const numbersParagraph = [deal(openingLines, 'opening'), deal(matchLines, 'match'), deal(sumLines, 'sum')];
  const skyLines = [jupiterLine, deal(moonLines, 'moon')];
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
