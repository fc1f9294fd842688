import { pairSkyFacts, singleSkyFacts } from '@core/compose/pair/pair-sentences';
import { signPair } from '@core/compose/pair/sign-pair';
import { pairBreakdownLines } from '@core/compose/pair/sign-pair-words';
import { signFact } from '@core/compose/reading-facts';
import { signs } from '@core/content/signs';
import { relationshipAnalysisTypes } from '@core/features/relationship-analysis/analysis-types';
import type { RelationshipAnalysisRequest } from '@core/features/relationship-analysis/relationship-analysis-request';
import { soulmateScore } from '@core/features/relationship-analysis/soulmate-score';
import type { ReadingPrompt } from '@core/compose/prompt/reading-prompt';
import { PAIR_SYSTEM_RULES } from '@core/compose/pair/pair-rules';
import { fullDateLabel } from '@core/compose/prompt/sky-summary';

/**
 * The relationship-analysis prompt: one analysis (its title and focus), the pair's relations by
 * the classical rules (or the one sign, for breakup healing) and the date's real sky. Depends
 * only on the analysis, the signs and the date, which is the cache key.
 */
export const RELATIONSHIP_SYSTEM_MESSAGE = [
  'You are a warm, grounded astrologer writing a relationship analysis for Cosmic Guide, an astrology',
  'app: one focused question about two zodiac signs (or, for breakup healing, one sign), spoken to the',
  'first sign ("you").',
  '',
  ...PAIR_SYSTEM_RULES,
  '',
  'Write 200 to 300 words in markdown, centred on the analysis named in the message. Never write HTML',
  'tags, code blocks, links or images. End with a one-line affirmation in italics.',
].join('\n');

function soulmateLines(request: RelationshipAnalysisRequest): string[] {
  if (request.analysis !== 'soulmate-score' || !request.secondSign) return [];
  const score = soulmateScore(signPair(request.firstSign, request.secondSign));
  return [
    '',
    `Sign resonance computed from the rules above: ${score.percent}% (base 50, angle +${score.parts.angle}, elements +${score.parts.elements}, modalities +${score.parts.modalities}, rulers +${score.parts.rulers}). Quote it as a figure for reflection, not a verdict.`,
  ];
}

export function buildRelationshipAnalysisPrompt(request: RelationshipAnalysisRequest): ReadingPrompt {
  const { analysis, firstSign, secondSign, date } = request;
  const type = relationshipAnalysisTypes[analysis];
  const one = signs[firstSign];
  const subject = secondSign
    ? `${one.name} ${one.symbol} (you) with ${signs[secondSign].name} ${signs[secondSign].symbol}`
    : `${one.name} ${one.symbol} (you), after a relationship has ended`;
  const relations = secondSign ? pairBreakdownLines(signPair(firstSign, secondSign)) : [signFact(one)];
  const facts = secondSign ? pairSkyFacts(firstSign, secondSign, date) : singleSkyFacts(firstSign, date);
  const user = [
    `Write the "${type.title}" analysis (${type.description}) for ${subject}, for ${fullDateLabel(date)}.`,
    '',
    ...relations,
    ...soulmateLines(request),
    '',
    `The sky on ${fullDateLabel(date)} (solar houses count each sign as its own 1st house):`,
    ...facts.map((fact) => `- ${fact}`),
  ];
  return { system: RELATIONSHIP_SYSTEM_MESSAGE, user: user.join('\n') };
}
