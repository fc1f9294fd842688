import type { DreamVoiceBank } from '../../compose/dream/dream-bank';
import { createDreamVoice } from '../../compose/dream/dream-voice';
import { planetNames } from '../../content/body-names';
import { signName } from '../../content/signs';
import { skyForDate } from '../../sky/daily-sky';
import { moonPhaseEmoji, moonPhaseNames } from '../../sky/moon-phases';
import type { IsoDate } from '../../time/calendar-date';
import { oracleAnalysisTypes } from './analysis-types';
import { chooseArchetype } from './archetype-rule';
import {
  analysisTypeClauses,
  archetypeClauses,
  cosmicSymbolClauses,
  noSymbolClauses,
  oracleClauses,
} from './bank/oracle-clauses';
import { ORACLE_FRAMES } from './bank/oracle-frames';
import { ORACLE_AFFIRMATIONS, ORACLE_QUESTIONS } from './bank/oracle-lines';
import { cosmicSymbols } from './cosmic-symbols';
import { dreamArchetypes } from './dream-archetypes';
import type { DreamOracleRequest, OracleAnalysisRequest, OracleWisdomRequest } from './dream-oracle-request';
import { type OracleWisdomTopicId, oracleWisdomTopics } from './oracle-wisdom-topics';

/** The Oracle's voice: its frames, pools and clauses, dealt by the shared dream voice. */
const ORACLE_VOICE = {
  salt: 'dream-oracle',
  frames: ORACLE_FRAMES,
  questions: ORACLE_QUESTIONS,
  affirmations: ORACLE_AFFIRMATIONS,
  clauses: oracleClauses,
  topics: oracleWisdomTopics,
} as const satisfies DreamVoiceBank<OracleWisdomTopicId>;

/** The heading over the day's real Moon, where both Oracle readings turn to the sky. */
const moonHeading = (date: IsoDate): string => {
  const moon = skyForDate(date).moon;
  return `#### ${moonPhaseEmoji[moon.phase]} ${moonPhaseNames[moon.phase]} in ${signName(moon.sign)} tonight`;
};

/**
 * Offline Oracle analysis: an opening, each chosen cosmic symbol with its ruling planet (or
 * the dream's own story when none was chosen), the lens of the analysis type, the archetype
 * the spec's rules reveal, the sign's element under the day's real Moon, one step, one
 * question and an affirmation. Frames are dealt per sign and day (see `frame-dealer`).
 */
function composeAnalysis(request: OracleAnalysisRequest): string {
  const voice = createDreamVoice(ORACLE_VOICE, request);
  const { framed, daily } = voice;
  const type = oracleAnalysisTypes[request.analysisType];
  const archetype = dreamArchetypes[chooseArchetype(request)];

  // The symbols take the first places, as they always have; the opening follows them.
  const symbolLines =
    request.symbols.length === 0
      ? [framed(daily(noSymbolClauses, 'no-symbol'))]
      : request.symbols.map((id) => {
          const symbol = cosmicSymbols[id];
          const ruler = planetNames[symbol.planetaryRuler];
          return `- ${symbol.emoji} **${symbol.name}** (${ruler}): ${framed(daily(cosmicSymbolClauses[id], id))}`;
        });
  return [
    `### 🔮 Your dream, read for ${voice.reader.name}`,
    voice.opening(),
    '#### Cosmic symbols',
    ...symbolLines,
    `#### ${type.name}`,
    framed(analysisTypeClauses[type.id]),
    `#### ${archetype.icon} ${archetype.name}`,
    framed(archetypeClauses[archetype.id]),
    moonHeading(request.date),
    ...voice.analysisClose(),
  ].join('\n\n');
}

/** Offline wisdom on one of the Oracle's three topics for a sign, under the day's real Moon. */
function composeWisdom(request: OracleWisdomRequest): string {
  const voice = createDreamVoice(ORACLE_VOICE, request);
  return [
    ...voice.wisdom(request.topic),
    moonHeading(request.date),
    `${voice.element()} ${voice.practice()}`,
    voice.affirmation(),
  ].join('\n\n');
}

export const composeDreamOracleReading = (request: DreamOracleRequest): string =>
  request.kind === 'analysis' ? composeAnalysis(request) : composeWisdom(request);
