import { type SignId, signs } from '../../content/signs';
import type { ComposedReading } from '../../compose/composed-reading';
import type { Period } from '../../contract/common';
import type { IsoDate } from '../../time/calendar-date';
import { careerAffirmations, practiceLines, reflectionQuestions } from './bank/guidance-lines';
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
import { type CareerTileId, careerTiles, tilePeriod } from './career-tiles';
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
  jupiter: string;
  saturn: string;
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

function skyPieces(
  voice: CareerVoice,
  career: CareerSky,
  period: Period,
): Pick<Pieces, 'jupiter' | 'saturn' | 'mars' | 'moon'> {
  const moonTone = moonTones[career.sky.day.sky.moon.phase];
  return {
    jupiter: voice.line(jupiterFrames, 'jupiter'),
    saturn: voice.line(saturnFrames, 'saturn'),
    mars: [
      voice.line(marsFrames, 'mars', { readers: 'every-tile' }),
      ...(career.marsTone && period === 'daily'
        ? [voice.line(marsAspectLines[career.marsTone], `mars-${career.marsTone}`, { readers: 'every-tile' })]
        : []),
    ],
    moon: voice.line(moonFrames, 'moon', { readers: 'every-tile', extraSlots: { moonTone } }),
  };
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
  const gifts = [0, 2, 4].map((step, index) => {
    const talent = talents[(turn + step) % talents.length] ?? talents[0];
    const use = voice.line(talentUses, 'talent-use', { seatOffset: index * 4 });
    return `- **${talent.charAt(0).toUpperCase()}${talent.slice(1)}**: ${use.charAt(0).toLowerCase()}${use.slice(1)}.`;
  });
  return [
    pieces.opening,
    `**Gifts in focus**\n\n${gifts.join('\n')}`,
    [pieces.jupiter, pieces.saturn].join(' '),
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
  const voice = createCareerVoice(sign, tile, turn, {
    sign: reader.name,
    period: PERIOD_WORDS[period],
    ...career.slots,
  });
  const pieces: Pieces = {
    opening: voice.line(tileOpenings[tile], 'opening'),
    ...skyPieces(voice, career, period),
    keyDates: career.keyDates,
    practice: voice.line(practiceLines[category], `practice-${category}`),
    question: voice.line(reflectionQuestions[category], `question-${category}`),
  };
  const body =
    tile === 'talent-identification'
      ? talentBody(voice, sign, turn, pieces)
      : render(pieces, SKELETONS[turn % SKELETONS.length] ?? SKELETONS[0] ?? []);
  const headline = `${title} for ${reader.name} · ${careerPeriodLabel(period, start)}`;
  const affirmation = voice.line(careerAffirmations[category], `affirmation-${category}`);
  return {
    headline,
    body,
    affirmation,
    facts: career.facts,
    markdown: [`**${headline}**`, body, `*Affirmation: ${affirmation}*`].join('\n\n'),
  };
}
