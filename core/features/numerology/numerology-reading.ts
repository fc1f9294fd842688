import { type SignId, signName } from '../../content/signs';
import { houseAreas } from '../../compose/chart/bank/house-lines';
import { ordinal } from '../../compose/chart/chart-words';
import type { ComposedReading } from '../../compose/composed-reading';
import { moonFact } from '../../compose/reading-facts';
import { percentLit } from '../../compose/reading-writer';
import { type SignSky, signSkyFor, solarHouseFact } from '../../compose/sign-sky';
import { dayTurn, dealForSign } from '../../compose/sign-dealer';
import { moonPhaseAdjectives } from '../../compose/moon-phase-words';
import { type IsoDate, isoDateToUtc, monthName } from '../../time/calendar-date';
import {
  type DayLine,
  type NumerologyDayWords,
  closingLeads,
  personalDayLines,
  personalDayTones,
  numerologyPracticeLeads,
  weekdayTails,
} from './bank/day-lines';
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
    moon: `a ${moonPhaseAdjectives[moon.phase]} Moon in ${signName(moon.lunation?.sign ?? moon.sign)}, ${percentLit(moon.illumination)} lit`,
    jupiterAt: `${jupiter.degree}° ${signName(jupiter.sign)}${jupiter.retrograde ? ' in retrograde motion' : ''}`,
    jupiterHouse: ordinal(jupiter.solarHouse),
    // Both wordings of the house, on alternate days, so neither stands in too many readings.
    jupiterArea: houseAreas[jupiter.solarHouse][dayTurn(input.date) % 2 === 0 ? 1 : 0],
  };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const digitSum = (value: number): number => {
  let sum = value;
  while (sum > 9)
    sum = String(sum)
      .split('')
      .reduce((total, digit) => total + Number(digit), 0);
  return sum;
};

/**
 * The personal day number: birth month and day plus the current year (the personal year), plus
 * the current month, plus the current day, each step reduced to one digit.
 */
export function personalDayNumber(birthDate: IsoDate, date: IsoDate): number {
  const [, birthMonth = 1, birthDay = 1] = birthDate.split('-').map(Number);
  const [year = 2000, month = 1, day = 1] = date.split('-').map(Number);
  const personalYear = digitSum(digitSum(birthMonth) + digitSum(birthDay) + digitSum(year));
  const personalMonth = digitSum(personalYear + digitSum(month));
  return digitSum(personalMonth + digitSum(day));
}

export function dayWords(input: NumerologyReadingInput): NumerologyDayWords {
  const personalDay = personalDayNumber(input.birthDate, input.date);
  return {
    weekday: WEEKDAYS[isoDateToUtc(input.date).getUTCDay()] ?? 'today',
    dateLabel: `${monthName(input.date)} ${Number(input.date.slice(8, 10))}`,
    personalDay,
    personalDayTone: personalDayTones[personalDay as keyof typeof personalDayTones],
    firstName: firstNameOf(input.name),
  };
}

/** "…to start and to decide." + ", worth remembering this Thursday" → "…to decide, worth remembering this Thursday." */
const withTail = (sentence: string, tail: string): string => sentence.replace(/([.!?])$/u, `${tail}$1`);
/** A lead, then the sentence with its first letter lowered (unless it is "I" or a name). */
const afterLead = (lead: string, sentence: string): string =>
  `${lead} ${/^(?:I\b|[A-Z][a-z]+,|[A-Z][a-z]+’s)/u.test(sentence) ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1)}`;

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
  const day = dayWords(input);
  const dealDay = (pool: readonly DayLine[], name: string) =>
    dealForSign(pool, `numerology|${name}`, input.sign, turn)(day);
  const tailed = (pool: readonly NumerologyLine[], name: string) =>
    withTail(deal(pool, name), dealDay(weekdayTails, `${name}-tail`));

  const nameLines =
    numbers.expression === null
      ? [deal(missingNameLines, 'missing-name')]
      : [
          tailed(expressionLines, 'expression'),
          ...(numbers.soulUrge === null ? [] : [tailed(soulUrgeLines, 'soul-urge')]),
        ];
  const headline =
    nameWords(input.name).length > 0
      ? `Life Path ${words.lifePath} · Expression ${words.expression ?? '–'} · Soul Urge ${words.soulUrge ?? '–'}`
      : `Life Path ${words.lifePath}`;
  // Two shapes on alternate days: the general opening and a practice, or the day's own number
  // first and the numbers woven together at the end. Each of those pools is dealt at half speed,
  // so it stands in half as many readings and lasts twice as many days.
  const even = turn % 2 === 0;
  const halfTurn = Math.floor(turn / 2);
  const dealHalf = (pool: readonly NumerologyLine[], name: string) =>
    dealForSign(pool, `numerology|${name}`, input.sign, halfTurn)(words);
  const personalDay = dealDay(personalDayLines, 'personal-day');
  const lifePath = tailed(lifePathLines, 'life-path');
  const paragraphs = even
    ? [
        [afterLead(`This ${day.weekday},`, dealHalf(openingLines, 'opening')), lifePath].join(' '),
        [
          ...nameLines,
          afterLead(dealDay(numerologyPracticeLeads, 'practice-lead'), dealHalf(practiceLines, 'practice')),
        ].join(' '),
        [personalDay, deal(skyLines, 'sky')].join(' '),
      ]
    : [
        [personalDay, lifePath].join(' '),
        nameLines.join(' '),
        [
          deal(skyLines, 'sky'),
          withTail(dealHalf(weavingLines, 'weaving'), dealDay(weekdayTails, 'weaving-tail')),
        ].join(' '),
      ];
  const affirmation = afterLead(dealDay(closingLeads, 'closing-lead'), deal(closingLines, 'closing'));
  const body = paragraphs.join('\n\n');
  return {
    headline,
    body,
    affirmation,
    facts: [solarHouseFact(sky.planets.jupiter), moonFact(sky.day.sky)],
    markdown: `### ${headline}\n\n${body}\n\n*${affirmation}*`,
  };
}
