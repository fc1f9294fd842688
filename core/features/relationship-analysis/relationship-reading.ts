import type { ComposedReading } from '../../compose/composed-reading';
import {
  type BondDimension,
  type SkyFactor,
  bondSentence,
  pairSkyFacts,
  singleSkyFacts,
  skySentence,
} from '../../compose/pair/pair-sentences';
import { type PairVoice, createPairVoice } from '../../compose/pair/pair-voice';
import { signPair } from '../../compose/pair/sign-pair';
import { PAIR_ANGLE_WORDS, pairBreakdownLines } from '../../compose/pair/sign-pair-words';
import { type SignId, signs } from '../../content/signs';
import { type IsoDate, shortDateLabel } from '../../time/calendar-date';
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
import { soulmateScore, soulmateScoreHeading } from './soulmate-score';

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
  const [bondOne, bondTwo] = type.bond;
  const [skyOne, skyTwo] = type.sky;
  const bond = [bondOne, bondTwo].map((dimension) =>
    bondSentence(voice, pair, dimension, bondSeat(analysis, dimension)),
  );
  const sky = [skyOne, skyTwo].map((factor) => skySentence(voice, factor, skySeat(analysis, factor)));
  const opening = voice.line(analysisOpenings[analysis], `analysis-opening-${analysis}`);
  const practice = voice.line(analysisPractices[analysis], `analysis-practice-${analysis}`);
  const frame =
    analysis === 'soulmate-score'
      ? [soulmateScoreHeading(soulmateScore(pair), PAIR_ANGLE_WORDS[pair.aspect].name.toLowerCase())]
      : [];
  // Two outlines alternate by day: the sky first on some days, the standing bond on others.
  const skyFirst = voice.pick([false, true], `analysis-outline-${analysis}`);
  const middle = skyFirst
    ? ['### The sky today', sky.join(' '), '### Your signs', bond.join(' ')]
    : ['### Your signs', bond.join(' '), '### The sky today', sky.join(' ')];
  return {
    body: [...frame, opening, ...middle, '### Try this', practice].join('\n\n'),
    affirmation: voice.line(analysisAffirmations, 'analysis-affirmation', ANALYSIS_IDS.indexOf(analysis)),
    facts: [...pairBreakdownLines(pair).slice(1), ...pairSkyFacts(first, second, date)],
  };
}

function healingReading(first: SignId, date: IsoDate) {
  const voice: PairVoice = createPairVoice({ first, second: first, date, seat: 0 });
  const line = (pool: readonly string[], salt: string) => voice.line(pool, `healing-${salt}`);
  const skyFirst = voice.pick([false, true], 'healing-outline');
  const nature = `${line(healingElementLines, 'element')} ${line(healingRhythmLines, 'rhythm')}`;
  const sky = `${line(healingVenusLines, 'venus')} ${line(healingMoonLines, 'moon')}`;
  const middle = skyFirst
    ? ['### The sky today', sky, '### Your sign', nature]
    : ['### Your sign', nature, '### The sky today', sky];
  return {
    body: [
      line(healingOpenings, 'opening'),
      ...middle,
      '### Try this',
      `${line(healingPractices, 'practice')} ${line(healingQuestions, 'question')}`,
    ].join('\n\n'),
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
    markdown: [`**${headline}**`, written.body, `*Affirmation: ${written.affirmation}*`].join('\n\n'),
  };
}
