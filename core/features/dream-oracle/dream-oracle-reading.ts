import { createFrameVoice, type FrameVoice } from '../../compose/frame-dealer';
import { planetNames } from '../../content/body-names';
import { signName, signs } from '../../content/signs';
import { skyForDate } from '../../sky/daily-sky';
import { moonPhaseEmoji, moonPhaseNames } from '../../sky/moon-phases';
import { analysisTypes } from './analysis-types';
import { chooseArchetype } from './archetype-rule';
import {
  adviceClauses,
  analysisTypeClauses,
  archetypeClauses,
  cosmicSymbolClauses,
  elementClauses,
  noSymbolClauses,
  openingClauses,
  wisdomClauses,
  wisdomPracticeClauses,
} from './bank/oracle-clauses';
import { ORACLE_FRAMES } from './bank/oracle-frames';
import { ORACLE_AFFIRMATIONS, ORACLE_QUESTIONS } from './bank/oracle-lines';
import { cosmicSymbols } from './cosmic-symbols';
import { dreamArchetypes } from './dream-archetypes';
import type { DreamOracleRequest, OracleAnalysisRequest, OracleWisdomRequest } from './dream-oracle-request';
import { oracleWisdomTopics } from './oracle-wisdom-topics';

const voiceFor = ({ sign, date }: DreamOracleRequest): FrameVoice => {
  const reader = signs[sign];
  return createFrameVoice({
    salt: 'dream-oracle',
    sign,
    date,
    slots: {
      sign: reader.name,
      element: reader.element,
      modality: reader.modality,
      ruler: planetNames[reader.ruler],
    },
  });
};

/**
 * Offline Oracle analysis: an opening, each chosen cosmic symbol with its ruling planet (or
 * the dream's own story when none was chosen), the lens of the analysis type, the archetype
 * the spec's rules reveal, the sign's element under the day's real Moon, one step, one
 * question and an affirmation. Frames are dealt per sign and day (see `frame-dealer`).
 */
function composeAnalysis(request: OracleAnalysisRequest): string {
  const reader = signs[request.sign];
  const voice = voiceFor(request);
  const moon = skyForDate(request.date).moon;
  const type = analysisTypes[request.analysisType];
  const archetype = dreamArchetypes[chooseArchetype(request)];
  let place = 0;
  const framed = (clause: string) => voice.framed(ORACLE_FRAMES, clause, place++);

  const symbolLines =
    request.symbols.length === 0
      ? [framed(voice.daily(noSymbolClauses, 'no-symbol'))]
      : request.symbols.map((id) => {
          const symbol = cosmicSymbols[id];
          const ruler = planetNames[symbol.planetaryRuler];
          return `- ${symbol.emoji} **${symbol.name}** (${ruler}): ${framed(voice.daily(cosmicSymbolClauses[id], id))}`;
        });
  return [
    `### 🔮 Your dream, read for ${reader.name}`,
    framed(voice.daily(openingClauses, 'opening')),
    '#### Cosmic symbols',
    ...symbolLines,
    `#### ${type.name}`,
    framed(analysisTypeClauses[type.id]),
    `#### ${archetype.icon} ${archetype.name}`,
    framed(archetypeClauses[archetype.id]),
    `#### ${moonPhaseEmoji[moon.phase]} ${moonPhaseNames[moon.phase]} in ${signName(moon.sign)} tonight`,
    `${framed(voice.daily(elementClauses[reader.element], 'element'))} ${framed(voice.daily(adviceClauses, 'advice'))}`,
    voice.everySign(ORACLE_QUESTIONS, 'question'),
    `*${voice.everySign(ORACLE_AFFIRMATIONS, 'affirmation')}*`,
  ].join('\n\n');
}

/** Offline wisdom on one of the Oracle's three topics for a sign, under the day's real Moon. */
function composeWisdom(request: OracleWisdomRequest): string {
  const reader = signs[request.sign];
  const voice = voiceFor(request);
  const topic = oracleWisdomTopics[request.topic];
  const moon = skyForDate(request.date).moon;
  const framedAt = (clause: string, at: number) => voice.framed(ORACLE_FRAMES, clause, at);
  // Four of the topic's five clauses, a different one left out each day. Each clause keeps
  // its own place, so its frame, not its neighbour's, moves on day by day.
  const clauses = wisdomClauses[request.topic];
  const left = voice.daily(clauses, `wisdom|${request.topic}`);
  const chosen = clauses.flatMap((clause, index) => (clause === left ? [] : [framedAt(clause, index)]));
  let place = clauses.length;
  const framed = (clause: string) => framedAt(clause, place++);
  return [
    `### ${topic.emoji} ${topic.title} for ${reader.name}`,
    chosen.slice(0, 2).join(' '),
    `- ${chosen.slice(2).join('\n- ')}`,
    `#### ${moonPhaseEmoji[moon.phase]} ${moonPhaseNames[moon.phase]} in ${signName(moon.sign)} tonight`,
    `${framed(voice.daily(elementClauses[reader.element], 'element'))} ${framed(voice.daily(wisdomPracticeClauses, 'practice'))}`,
    `*${voice.everySign(ORACLE_AFFIRMATIONS, 'affirmation')}*`,
  ].join('\n\n');
}

export const composeDreamOracleReading = (request: DreamOracleRequest): string =>
  request.kind === 'analysis' ? composeAnalysis(request) : composeWisdom(request);
