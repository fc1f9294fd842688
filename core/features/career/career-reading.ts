import { type SignId, signs } from '../../content/signs';
import type { ComposedReading } from '../../compose/composed-reading';
import { ordinal } from '../../compose/chart/chart-words';
import type { Period } from '../../contract/common';
import { type IsoDate, isoDateToUtc } from '../../time/calendar-date';
import { keyDateClauses, moonLeads, practiceLeads, questionLeads } from './bank/day-leads';
import { careerAffirmations, practiceLines, reflectionQuestions } from './bank/guidance-lines';
import { houseThemes } from './bank/house-themes';
import {
  jupiterFrames,
  marsAspectLines,
  marsFrames,
  moonFrames,
  moonTones,
  saturnFrames,
} from './bank/sky-frames';
import { signTalents, talentUses } from './bank/sign-talents';
import { tileOpenings } from './bank/tile-openings';
import { PERIOD_WORDS, careerPeriodLabel, careerPeriodStart, careerTurn } from './career-period';
import { type CareerSky, careerSkyFor } from './career-sky';
import { type CareerCategoryId, type CareerTileId, careerTiles, tilePeriod } from './career-tiles';
import { type CareerVoice, createCareerVoice } from './career-voice';

export interface CareerReadingInput {
  sign: SignId;
  tile: CareerTileId;
  /** The visitor's date; weekly and monthly tiles read the week or month that holds it. */
  date: IsoDate;
}

/** The sentences a reading is assembled from, before a skeleton orders them. */
interface Pieces {
  opening: string;
  jupiter: string[];
  saturn: string[];
  mars: string[];
  moon: string;
  keyDates: string[];
  practice: string;
  question: string;
}

type Paragraph = readonly (keyof Pieces)[];

/**
 * Three orders for the same pieces, so a sign's reading of the same tile does not wear one
 * shape every day: the slow planets first, the day's weather first, or duty before growth.
 */
const SKELETONS: readonly (readonly Paragraph[])[] = [
  [['opening', 'jupiter', 'saturn'], ['mars', 'moon'], ['keyDates'], ['practice', 'question']],
  [['opening', 'moon'], ['keyDates'], ['jupiter', 'mars'], ['saturn', 'practice'], ['question']],
  [['opening', 'saturn', 'jupiter'], ['keyDates'], ['moon', 'mars', 'practice'], ['question']],
];

const KEY_DATES_TITLE = '**Key dates**';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const weekdayOf = (date: IsoDate): string => WEEKDAYS[isoDateToUtc(date).getUTCDay()] ?? 'today';

/** "Work today asks…" after a lead: lower-case the first letter unless it is "I" or a name. */
const afterLead = (sentence: string): string =>
  /^(?:I\b|[A-Z][a-z]*[A-Z])/u.test(sentence)
    ? sentence
    : sentence.charAt(0).toLowerCase() + sentence.slice(1);

/**
 * Which slow planets a reading speaks of. A week or a month names both; a day names one, Jupiter
 * and Saturn taking turns (with Mars's angle to the Sun on Saturn's days), unless one of them
 * stations, which is news worth both. A piece shown every other day is dealt at half speed, so
 * its pool lasts twice as many days.
 */
function skyPieces(
  voice: CareerVoice,
  career: CareerSky,
  period: Period,
  turn: number,
): Pick<Pieces, 'jupiter' | 'saturn' | 'mars' | 'moon'> {
  const moonTone = voice
    .line(moonTones[career.sky.day.sky.moon.phase], 'moon-tone', { readers: 'every-tile' })
    .replace(/^./u, (first) => first.toLowerCase());
  const stationing = [career.span.jupiter, career.span.saturn].some((planet) =>
    planet.motion.startsWith('station'),
  );
  const daily = period === 'daily';
  const slowTurn = Math.floor(turn / 2);
  // On its own day a planet's frame is dealt at half speed; shown on the other day too (a
  // station), it is dealt half a pool away, so two days in a row never repeat a frame.
  const slow = (ownDay: boolean, pool: readonly string[]) =>
    daily ? { turn: slowTurn, seatOffset: ownDay ? 0 : Math.floor(pool.length / 2) } : {};
  const even = turn % 2 === 0;
  return {
    jupiter:
      !daily || stationing || even ? [voice.line(jupiterFrames, 'jupiter', slow(even, jupiterFrames))] : [],
    saturn:
      !daily || stationing || !even ? [voice.line(saturnFrames, 'saturn', slow(!even, saturnFrames))] : [],
    mars: [
      voice.line(marsFrames, 'mars', { readers: 'every-tile' }),
      ...(career.marsTone && daily && turn % 2 === 1
        ? [
            voice.line(marsAspectLines[career.marsTone], `mars-${career.marsTone}`, {
              readers: 'every-tile',
              turn: slowTurn,
            }),
          ]
        : []),
    ],
    moon: voice.line(moonFrames, 'moon', { readers: 'every-tile', extraSlots: { moonTone } }),
  };
}

/** "**Full Moon in Gemini on Dec 24**, in your 3rd solar house: results around … come into view." */
function keyDateLines(voice: CareerVoice, career: CareerSky, category: CareerCategoryId): string[] {
  return career.keyDates.map(({ fact, kind, house, date }) => {
    const clause = voice.line(keyDateClauses[kind], `key-${kind}`, {
      turn: careerTurn(date),
      extraSlots: { theme: houseThemes[category][house] },
    });
    return `**${fact}**, in your ${ordinal(house)} solar house: ${afterLead(clause)}`;
  });
}

function render(pieces: Pieces, skeleton: readonly Paragraph[]): string {
  return skeleton
    .map((paragraph) =>
      paragraph
        .flatMap((piece) => {
          const value = pieces[piece];
          if (piece === 'keyDates')
            return value.length > 0
              ? [`${KEY_DATES_TITLE}\n\n${(value as string[]).map((line) => `- ${line}`).join('\n')}`]
              : [];
          return Array.isArray(value) ? value : [value];
        })
        .join(' '),
    )
    .filter((paragraph) => paragraph.length > 0)
    .join('\n\n');
}

/**
 * Spec §7's talent identification has its own shape: three of the sign's gifts, each with a way
 * to use it, then where the slow planets ask those gifts to grow.
 */
function talentBody(voice: CareerVoice, sign: SignId, turn: number, pieces: Pieces): string {
  const talents = signTalents[sign];
  // Three gifts a day, counted 3·turn, 3·turn+1, 3·turn+2: a gift (of six) and a use (of
  // seventeen) pair up anew for 102 counts, so 34 days pass before a pairing returns.
  const gifts = [0, 1, 2].map((index) => {
    const count = 3 * turn + index;
    const talent = talents[count % talents.length] ?? talents[0];
    const use = voice.line(talentUses, 'talent-use', { turn: count });
    return `- **${talent.charAt(0).toUpperCase()}${talent.slice(1)}**: ${use.charAt(0).toLowerCase()}${use.slice(1)}.`;
  });
  return [
    pieces.opening,
    `**Gifts in focus**\n\n${gifts.join('\n')}`,
    [...pieces.jupiter, ...pieces.saturn].join(' '),
    [pieces.moon, ...pieces.mars].join(' '),
    pieces.question,
  ].join('\n\n');
}

/**
 * A career, finance or purpose tile read offline for a sign, from the real sky of the tile's
 * period: written when no provider key is set, and by the browser when the server is away.
 * Deterministic for (sign, tile, period start). Money tiles speak of habits, temperament and
 * professional advice, never of a product to choose or a trade to make.
 */
export function composeCareerReading({ sign, tile, date }: CareerReadingInput): ComposedReading {
  const reader = signs[sign];
  const { category, title } = careerTiles[tile];
  const period = tilePeriod(tile);
  const start = careerPeriodStart(period, date);
  const turn = careerTurn(start);
  const career = careerSkyFor(sign, category, period, start);
  const weekday = weekdayOf(start);
  const voice = createCareerVoice(sign, tile, turn, {
    sign: reader.name,
    period: PERIOD_WORDS[period],
    weekday,
    ...career.slots,
  });
  const daily = period === 'daily';
  // A daily tile pairs its dealt sentences with a lead from a pool of seven, which lengthens the
  // cycle of each pairing to 84 or 91 days (see bank/day-leads.ts).
  const led = (lead: readonly string[], name: string, sentence: string) =>
    daily ? `${voice.line(lead, name, { readers: 'every-tile' })} ${afterLead(sentence)}` : sentence;
  const pieces: Pieces = {
    opening: led(moonLeads, 'moon-lead', voice.line(tileOpenings[tile], 'opening')),
    ...skyPieces(voice, career, period, turn),
    keyDates: keyDateLines(voice, career, category),
    practice: led(
      practiceLeads,
      'practice-lead',
      voice.line(practiceLines[category], `practice-${category}`),
    ),
    question: led(
      questionLeads,
      'question-lead',
      voice.line(reflectionQuestions[category], `question-${category}`),
    ),
  };
  const body =
    tile === 'talent-identification'
      ? talentBody(voice, sign, turn, pieces)
      : render(pieces, SKELETONS[turn % SKELETONS.length] ?? SKELETONS[0] ?? []);
  const headline = `${title} for ${reader.name} · ${careerPeriodLabel(period, start)}`;
  const affirmation = voice.line(careerAffirmations[category], `affirmation-${category}`);
  const affirmationFor = daily ? weekday : period === 'weekly' ? 'the week' : 'the month';
  return {
    headline,
    body,
    affirmation,
    facts: career.facts,
    markdown: [`### ${headline}`, body, `*Affirmation for ${affirmationFor}: ${affirmation}*`].join('\n\n'),
  };
}
