import { type SignId, signName } from '../../content/signs';
import { houseAreas } from '../../compose/chart/bank/house-lines';
import { ordinal } from '../../compose/chart/chart-words';
import type { ComposedReading } from '../../compose/composed-reading';
import { moonFact } from '../../compose/reading-facts';
import { percentLit } from '../../compose/reading-writer';
import { type SignSky, signSkyFor, solarHouseFact } from '../../compose/sign-sky';
import { dayTurn, dealForSign } from '../../compose/sign-dealer';
import { moonPhaseAdjectives } from '../../compose/moon-phase-words';
import type { IsoDate } from '../../time/calendar-date';
import { type NumerologyProfile, nameWords, numerologyProfile } from './numerology';
import {
  type NumerologyLine,
  type NumerologyValue,
  type NumerologyWords,
  closingLines,
  expressionGifts,
  expressionLines,
  lifePathCalls,
  lifePathLines,
  missingNameLines,
  openingLines,
  practiceLines,
  skyLines,
  soulLongings,
  soulUrgeLines,
  weavingLines,
} from './bank/numerology-lines';

export interface NumerologyReadingInput {
  sign: SignId;
  name: string;
  birthDate: IsoDate;
  date: IsoDate;
}

/** The first word of the name as typed (accents kept), or "friend" when it has none. */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || 'friend';

const meaning = <Text extends string>(table: Record<NumerologyValue, Text>, value: number | null): string =>
  value === null ? '' : table[value as NumerologyValue];

export function numerologyWords(
  input: NumerologyReadingInput,
  numbers: NumerologyProfile,
  sky: SignSky,
): NumerologyWords {
  const moon = sky.day.sky.moon;
  const jupiter = sky.planets.jupiter;
  return {
    firstName: firstNameOf(input.name),
    sign: signName(input.sign),
    lifePath: numbers.lifePath.value,
    lifePathCall: meaning(lifePathCalls, numbers.lifePath.value),
    expression: numbers.expression?.value ?? null,
    expressionGift: meaning(expressionGifts, numbers.expression?.value ?? null),
    soulUrge: numbers.soulUrge?.value ?? null,
    soulLonging: meaning(soulLongings, numbers.soulUrge?.value ?? null),
    moon: `a ${moonPhaseAdjectives[moon.phase]} Moon in ${signName(moon.sign)}, ${percentLit(moon.illumination)} lit`,
    jupiterAt: `${jupiter.degree}° ${signName(jupiter.sign)}${jupiter.retrograde ? ' (retrograde)' : ''}`,
    jupiterHouse: ordinal(jupiter.solarHouse),
    jupiterArea: houseAreas[jupiter.solarHouse][1],
  };
}

/**
 * The offline personal numerology reading: the visitor's Life Path, Expression and Soul Urge
 * (computed in numerology.ts; the page shows the working beside the text), what each number
 * stands for, and today's real sky for their sign. Dealt by sign and day like the other daily
 * readings; the same request always writes the same text.
 */
export function composeNumerologyReading(input: NumerologyReadingInput): ComposedReading {
  const numbers = numerologyProfile(input.name, input.birthDate);
  const sky = signSkyFor(input.sign, input.date);
  const words = numerologyWords(input, numbers, sky);
  const turn = dayTurn(input.date);
  const deal = (pool: readonly NumerologyLine[], name: string) =>
    dealForSign(pool, `numerology|${name}`, input.sign, turn)(words);

  const nameLines =
    numbers.expression === null
      ? [deal(missingNameLines, 'missing-name')]
      : [
          deal(expressionLines, 'expression'),
          ...(numbers.soulUrge === null ? [] : [deal(soulUrgeLines, 'soul-urge')]),
        ];
  const headline =
    nameWords(input.name).length > 0
      ? `Life Path ${words.lifePath} · Expression ${words.expression ?? '–'} · Soul Urge ${words.soulUrge ?? '–'}`
      : `Life Path ${words.lifePath}`;
  const paragraphs = [
    [deal(openingLines, 'opening'), deal(lifePathLines, 'life-path')].join(' '),
    [...nameLines, deal(practiceLines, 'practice')].join(' '),
    [deal(skyLines, 'sky'), deal(weavingLines, 'weaving')].join(' '),
  ];
  const affirmation = deal(closingLines, 'closing');
  const body = paragraphs.join('\n\n');
  return {
    headline,
    body,
    affirmation,
    facts: [solarHouseFact(sky.planets.jupiter), moonFact(sky.day.sky)],
    markdown: `### ${headline}\n\n${body}\n\n*${affirmation}*`,
  };
}
