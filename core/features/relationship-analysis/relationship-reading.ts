import type { ComposedReading } from '../../compose/composed-reading';
import {
  type BondDimension,
  type SkyFactor,
  ledBondSentence,
  ledLine,
  pairSkyFacts,
  singleSkyFacts,
  skySentence,
} from '../../compose/pair/pair-sentences';
import { type PairVoice, createPairVoice } from '../../compose/pair/pair-voice';
import { signPair } from '../../compose/pair/sign-pair';
import { PAIR_ANGLE_WORDS, pairBreakdownLines } from '../../compose/pair/sign-pair-words';
import { type SignId, signs } from '../../content/signs';
import { type IsoDate, monthName, shortDateLabel } from '../../time/calendar-date';

/** "6 December": the day an affirmation is given for. */
const dateWords = (date: IsoDate): string => `${Number(date.slice(8, 10))} ${monthName(date)}`;
import { analysisAffirmations, analysisOpenings, analysisPractices } from './bank/analysis-lines';
import { ANALYSIS_IDS, type AnalysisId, relationshipAnalysisTypes } from './analysis-types';
import {
  healingAffirmations,
  healingElementLines,
  healingMoonLines,
  healingOpenings,
  healingPractices,
  healingQuestions,
  healingRhythmLines,
  healingVenusLines,
} from './bank/healing-lines';
import { soulmateScore, soulmateScoreBreakdown } from './soulmate-score';

export interface RelationshipAnalysisInput {
  analysis: AnalysisId;
  firstSign: SignId;
  /** Absent only for breakup healing, which reads one sign. */
  secondSign?: SignId | undefined;
  date: IsoDate;
}

/**
 * Where an analysis sits at a shared pool: its rank among the analyses drawing on that pool,
 * so analyses of one pair on one day never deal the same line (pools hold seven or more, and
 * no pool serves more than five analyses).
 */
function seatAt(analysis: AnalysisId, uses: (id: AnalysisId) => boolean): number {
  return ANALYSIS_IDS.filter(uses).indexOf(analysis);
}
const bondSeat = (analysis: AnalysisId, dimension: BondDimension) =>
  seatAt(analysis, (id) =>
    (relationshipAnalysisTypes[id].bond as readonly BondDimension[]).includes(dimension),
  );
const skySeat = (analysis: AnalysisId, factor: SkyFactor) =>
  seatAt(analysis, (id) => (relationshipAnalysisTypes[id].sky as readonly SkyFactor[]).includes(factor));

function pairReading(
  analysis: Exclude<AnalysisId, 'breakup-healing'>,
  first: SignId,
  second: SignId,
  date: IsoDate,
) {
  const type = relationshipAnalysisTypes[analysis];
  const pair = signPair(first, second);
  const voice = createPairVoice({ first, second, date, seat: 0 });
  const rank = ANALYSIS_IDS.indexOf(analysis);
  const [bondOne, bondTwo] = type.bond;
  const [skyOne, skyTwo] = type.sky;
  // Each sentence that restates a standing relation carries its own day lead (seats 0, 4, 8).
  const bond = [bondOne, bondTwo].map((dimension, index) =>
    ledBondSentence(voice, pair, dimension, bondSeat(analysis, dimension), 4 + index * 4 + rank),
  );
  const sky = [skyOne, skyTwo].map((factor) => skySentence(voice, factor, skySeat(analysis, factor)));
  const opening = ledLine(voice, analysisOpenings[analysis], `analysis-opening-${analysis}`, 0, rank);
  const practice = ledLine(voice, analysisPractices[analysis], `analysis-practice-${analysis}`, 0, 2 + rank);
  const breakdown =
    analysis === 'soulmate-score'
      ? [soulmateScoreBreakdown(soulmateScore(pair), PAIR_ANGLE_WORDS[pair.aspect].name)]
      : [];
  // Three outlines turn by day: the sky first, the standing bond first, or the suggestion between.
  const outline = voice.pick([0, 1, 2] as const, `analysis-outline-${analysis}`);
  const skyPart = ['### The sky today', sky.join(' ')];
  const bondPart = [`### ${signs[first].name} and ${signs[second].name}`, bond.join(' ')];
  const tryPart = ['### Try this', practice];
  const middle =
    outline === 0
      ? [...skyPart, ...bondPart, ...tryPart]
      : outline === 1
        ? [...bondPart, ...skyPart, ...tryPart]
        : [...bondPart, ...tryPart, ...skyPart];
  return {
    body: [opening, ...middle, ...breakdown].join('\n\n'),
    affirmation: voice.line(analysisAffirmations, 'analysis-affirmation', rank),
    facts: [...pairBreakdownLines(pair).slice(1), ...pairSkyFacts(first, second, date)],
  };
}

function healingReading(first: SignId, date: IsoDate) {
  const voice: PairVoice = createPairVoice({ first, second: first, date, seat: 0 });
  const line = (pool: readonly string[], salt: string) => voice.line(pool, `healing-${salt}`);
  const led = (pool: readonly string[], salt: string, leadSeat: number) =>
    ledLine(voice, pool, `healing-${salt}`, 0, leadSeat);
  const outline = voice.pick([0, 1, 2] as const, 'healing-outline');
  const nature = `${led(healingElementLines, 'element', 3)} ${led(healingRhythmLines, 'rhythm', 6)}`;
  const sky = `${line(healingVenusLines, 'venus')} ${line(healingMoonLines, 'moon')}`;
  const skyPart = ['### The sky today', sky];
  const naturePart = [`### ${signs[first].name}`, nature];
  const tryPart = [
    '### Try this',
    `${led(healingPractices, 'practice', 9)} ${led(healingQuestions, 'question', 11)}`,
  ];
  const middle =
    outline === 0
      ? [...skyPart, ...naturePart, ...tryPart]
      : outline === 1
        ? [...naturePart, ...skyPart, ...tryPart]
        : [...naturePart, ...tryPart, ...skyPart];
  return {
    body: [led(healingOpenings, 'opening', 0), ...middle].join('\n\n'),
    affirmation: line(healingAffirmations, 'affirmation'),
    facts: singleSkyFacts(first, date),
  };
}

/**
 * One relationship analysis for a date, written offline: the analysis's own opening and
 * suggestion, two of the pair's standing relations (angle, elements, modalities, rulers) and
 * two parts of the day's real sky chosen for the analysis, and for the Soulmate Score a
 * resonance figure with its parts. Breakup healing reads the one sign with the same sky.
 * Deterministic for (analysis, signs, date).
 */
export function composeRelationshipAnalysis({
  analysis,
  firstSign,
  secondSign,
  date,
}: RelationshipAnalysisInput): ComposedReading {
  const type = relationshipAnalysisTypes[analysis];
  const names = secondSign ? `${signs[firstSign].name} & ${signs[secondSign].name}` : signs[firstSign].name;
  const headline = `${names}: ${type.title}, ${shortDateLabel(date)}`;
  if (analysis !== 'breakup-healing' && !secondSign) {
    throw new RangeError(`${type.title} reads two signs: pass secondSign`);
  }
  const written =
    analysis === 'breakup-healing' || !secondSign
      ? healingReading(firstSign, date)
      : pairReading(analysis, firstSign, secondSign, date);
  return {
    headline,
    ...written,
    markdown: [
      `## ${headline}`,
      written.body,
      `*Affirmation for ${dateWords(date)}: ${written.affirmation}*`,
    ].join('\n\n'),
  };
}
