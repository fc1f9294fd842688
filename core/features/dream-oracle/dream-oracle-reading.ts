import type { DreamVoiceBank } from '../../compose/dream/dream-bank';
import { dreamMoonHeading, dreamSkyClause } from '../../compose/dream/dream-sky';
import { createDreamVoice } from '../../compose/dream/dream-voice';
import { planetNames } from '../../content/body-names';
import { oracleAnalysisTypes } from './analysis-types';
import { chooseArchetype } from './archetype-rule';
import {
  analysisTypeClauses,
  archetypeClauses,
  cosmicSymbolClauses,
  noSymbolClauses,
} from './bank/oracle-clauses';
import { ORACLE_FRAMES } from './bank/oracle-frames';
import {
  ORACLE_ADVICE,
  ORACLE_AFFIRMATIONS,
  ORACLE_ELEMENT,
  ORACLE_OPENING,
  ORACLE_PRACTICE,
  ORACLE_QUESTIONS,
} from './bank/oracle-lines';
import { oracleWisdomClauses } from './bank/oracle-wisdom-lines';
import { cosmicSymbols } from './cosmic-symbols';
import { dreamArchetypes } from './dream-archetypes';
import type { DreamOracleRequest, OracleAnalysisRequest, OracleWisdomRequest } from './dream-oracle-request';
import {
  ORACLE_WISDOM_TOPIC_IDS,
  type OracleWisdomTopicId,
  oracleWisdomTopics,
} from './oracle-wisdom-topics';

/** The Oracle's voice: its frames and pools, dealt by the shared dream voice. */
const ORACLE_VOICE = {
  salt: 'dream-oracle',
  frames: ORACLE_FRAMES,
  opening: ORACLE_OPENING,
  element: ORACLE_ELEMENT,
  advice: ORACLE_ADVICE,
  questions: ORACLE_QUESTIONS,
  affirmations: ORACLE_AFFIRMATIONS,
  wisdom: oracleWisdomClauses,
  wisdomPractice: ORACLE_PRACTICE,
  topics: oracleWisdomTopics,
} as const satisfies DreamVoiceBank<OracleWisdomTopicId>;

/**
 * Offline Oracle analysis: an opening, each chosen cosmic symbol with its ruling planet (or
 * the dream's own story when none was chosen), the lens of the analysis type, the archetype
 * the spec's rules reveal, the day's real Moon, the sign's element, one step, one question and
 * an affirmation. The middle sections come in an order the day chooses, so a dream read again
 * tomorrow is laid out anew as well as worded anew.
 */
function composeAnalysis(request: OracleAnalysisRequest): string {
  const voice = createDreamVoice(ORACLE_VOICE, request);
  const { framed, shared, daily } = voice;
  const type = oracleAnalysisTypes[request.analysisType];
  const archetype = dreamArchetypes[chooseArchetype(request)];

  const opening = [`### 🔮 Your dream, read for ${voice.reader.name}`, voice.opening()];
  const symbols = () => [
    '#### Cosmic symbols',
    ...(request.symbols.length === 0
      ? [framed(shared(noSymbolClauses, 'no-symbol'))]
      : request.symbols.map((id, index) => {
          const symbol = cosmicSymbols[id];
          const ruler = planetNames[symbol.planetaryRuler];
          return `- ${symbol.emoji} **${symbol.name}** (${ruler}): ${framed(shared(cosmicSymbolClauses[id], `symbol|${id}`, index))}`;
        })),
  ];
  const lens = () => [`#### ${type.name}`, framed(shared(analysisTypeClauses[type.id], `type|${type.id}`))];
  const dreamer = () => [
    `#### ${archetype.icon} ${archetype.name}`,
    framed(shared(archetypeClauses[archetype.id], `archetype|${archetype.id}`)),
  ];
  const sky = () => [`#### ${dreamMoonHeading(request.date)}`, framed(dreamSkyClause(request.date))];
  const order = daily(
    [
      [symbols, lens, dreamer, sky],
      [symbols, sky, lens, dreamer],
      [lens, symbols, dreamer, sky],
      [sky, symbols, dreamer, lens],
      [symbols, dreamer, sky, lens],
    ],
    'analysis-order',
  );
  return [...opening, ...order.flatMap((section) => section()), ...voice.analysisClose()].join('\n\n');
}

/**
 * Offline wisdom on one of the Oracle's three topics for a sign: four of the topic's teachings,
 * the day's real Moon, the element and a practice, in an order the day chooses.
 */
function composeWisdom(request: OracleWisdomRequest): string {
  const voice = createDreamVoice(ORACLE_VOICE, {
    ...request,
    tab: ORACLE_WISDOM_TOPIC_IDS.indexOf(request.topic),
  });
  const { heading, clauses } = voice.wisdom(request.topic);
  const prose = clauses.slice(0, 2).join(' ');
  const bullets = `- ${clauses.slice(2).join('\n- ')}`;
  const sky = [`#### ${dreamMoonHeading(request.date)}`, voice.framed(dreamSkyClause(request.date))];
  const practice = `${voice.element()} ${voice.practice()}`;
  const body = voice.daily(
    [
      [prose, bullets, ...sky, practice],
      [prose, ...sky, bullets, practice],
      [prose, bullets, practice, ...sky],
    ],
    'wisdom-order',
  );
  return [heading, ...body, voice.affirmation()].join('\n\n');
}

export const composeDreamOracleReading = (request: DreamOracleRequest): string =>
  request.kind === 'analysis' ? composeAnalysis(request) : composeWisdom(request);
