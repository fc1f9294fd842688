import { signs } from '@core/content/signs';
import { oracleAnalysisTypes } from '@core/features/dream-oracle/analysis-types';
import { chooseArchetype } from '@core/features/dream-oracle/archetype-rule';
import { cosmicSymbols } from '@core/features/dream-oracle/cosmic-symbols';
import { dreamArchetypes } from '@core/features/dream-oracle/dream-archetypes';
import {
  ORACLE_DESCRIPTION_MAX_LENGTH,
  type DreamOracleRequest,
  type OracleAnalysisRequest,
  type OracleWisdomRequest,
} from '@core/features/dream-oracle/dream-oracle-request';
import { oracleWisdomTopics } from '@core/features/dream-oracle/oracle-wisdom-topics';
import { skyForDate } from '@core/sky/daily-sky';
import { type ReadingPrompt, readingPrompt } from '@core/compose/prompt/reading-prompt';
import { describeMoon, fullDateLabel } from '@core/compose/prompt/sky-summary';

/**
 * The Divine Dream Oracle prompts (tool spec §7): the sign's name and element, and for an
 * analysis the dream's description, the chosen symbols with their meanings ("none specified"
 * when there are none) and the analysis type's name and description; for a wisdom topic, the
 * topic. Both carry the real Moon of the visitor's day, and the analysis the archetype the
 * page shows (spec §4), so the text and the card agree. The description is quoted user data.
 */
export const DREAM_ORACLE_SYSTEM_MESSAGE = [
  'You are the Divine Dream Oracle of Cosmic Guide, an astrology app: a warm, mystical but grounded',
  'voice that reads dreams through astrology, cosmic symbols and dream archetypes.',
  '',
  'Use ONLY the sky facts and symbol meanings in the message; never add planets, aspects or dates',
  'that are not listed. Dream reading here is for reflection and inspiration: offer possibilities,',
  'never certain predictions, diagnoses or medical advice. Address the reader as "you".',
  '',
  'Write 200 to 350 words in markdown with short ### headings and a few bullet points, and close with',
  'a one-line affirmation in italics. Never write HTML tags, code blocks, links or images.',
].join('\n');

function analysisPrompt(request: OracleAnalysisRequest): ReadingPrompt {
  const sign = signs[request.sign];
  const type = oracleAnalysisTypes[request.analysisType];
  const archetype = dreamArchetypes[chooseArchetype(request)];
  const symbols =
    request.symbols.length === 0
      ? ['- none specified']
      : request.symbols.map((id) => `- ${cosmicSymbols[id].name}: ${cosmicSymbols[id].meaning}`);
  const user = [
    `Analyse the dream in dream_description for ${sign.name} ${sign.symbol}, a ${sign.element} sign.`,
    `Date: ${fullDateLabel(request.date)}.`,
    '',
    `Analysis type: ${type.name}: ${type.description}`,
    'Cosmic symbols chosen:',
    ...symbols,
    `Dream archetype revealed: ${archetype.name}, ${archetype.title}.`,
    `The real Moon today: ${describeMoon(skyForDate(request.date))}.`,
    '',
    `Give the ${type.name.toLowerCase()} of this dream for ${sign.name}: what its symbols say, how the archetype shows in it, and one step to take.`,
  ];
  return readingPrompt({
    system: DREAM_ORACLE_SYSTEM_MESSAGE,
    user: user.join('\n'),
    userData: [
      { label: 'dream_description', value: request.description, maxLength: ORACLE_DESCRIPTION_MAX_LENGTH },
    ],
  });
}

function wisdomPrompt(request: OracleWisdomRequest): ReadingPrompt {
  const sign = signs[request.sign];
  const topic = oracleWisdomTopics[request.topic];
  const user = [
    `Share the Oracle's wisdom on "${topic.title}" (${topic.summary}) for ${sign.name} ${sign.symbol}, a ${sign.element} sign.`,
    `Date: ${fullDateLabel(request.date)}.`,
    `The real Moon today: ${describeMoon(skyForDate(request.date))}.`,
    '',
    `Make it personal to ${sign.name}'s element and to today's Moon.`,
  ];
  return readingPrompt({ system: DREAM_ORACLE_SYSTEM_MESSAGE, user: user.join('\n') });
}

export const buildDreamOraclePrompt = (request: DreamOracleRequest): ReadingPrompt =>
  request.kind === 'analysis' ? analysisPrompt(request) : wisdomPrompt(request);
