import {
  type DreamFallbackBank,
  dreamBullets,
  dreamFallbackClosing,
  dreamWisdomFallback,
} from '../../compose/dream/dream-fallback';
import { withArticle } from '../../compose/item-day-voice';
import { signs } from '../../content/signs';
import { oracleAnalysisTypes } from './analysis-types';
import { chooseArchetype } from './archetype-rule';
import { cosmicSymbols } from './cosmic-symbols';
import { dreamArchetypes } from './dream-archetypes';
import type { DreamOracleRequest } from './dream-oracle-request';
import { oracleWisdomTopics } from './oracle-wisdom-topics';

/**
 * Spec §8, "a locally built template text, specific to sign, element and topic, with headings,
 * bullets and an affirmation": what the Oracle shows when a configured provider fails. It
 * restates the chosen symbols' own messages and the archetype, so it is never empty of meaning.
 */
const ORACLE_FALLBACK = {
  guidance: {
    fire: [
      'Answer the vision with one courageous act today.',
      'Let your enthusiasm lead, and your patience follow.',
    ],
    earth: [
      'Ground the vision in one practical step.',
      'Notice the places and objects in the dream; they hold its key.',
    ],
    air: [
      'Write the vision down in words and read it aloud.',
      'Talk it over with someone whose mind you trust.',
    ],
    water: [
      'Honour the feeling the vision left before you explain it.',
      'Rest near water, or in a warm bath, and let the message settle.',
    ],
  },
  affirmations: {
    fire: 'My visions light my path, and I walk it with courage.',
    earth: 'I build my waking life on the wisdom of my dreams.',
    air: 'My mind is open, and the cosmos speaks clearly to me.',
    water: 'I trust the tides of my intuition to carry me home.',
  },
} as const satisfies DreamFallbackBank;

export function dreamOracleFallbackText(request: DreamOracleRequest): string {
  const sign = signs[request.sign];
  const closing = dreamFallbackClosing(
    `### For ${sign.name}, ${withArticle(sign.element)} sign`,
    ORACLE_FALLBACK,
    sign.element,
  );
  if (request.kind === 'wisdom') {
    const topic = oracleWisdomTopics[request.topic];
    return dreamWisdomFallback(
      topic,
      sign.name,
      `The Oracle’s voice is faint for a moment, so here is a simple word on ${topic.title.toLowerCase()}: ${topic.summary}`,
      closing,
    );
  }
  const archetype = dreamArchetypes[chooseArchetype(request)];
  const type = oracleAnalysisTypes[request.analysisType];
  const symbols =
    request.symbols.length === 0
      ? ['No symbols specified: let the dream’s strongest image be your guide.']
      : request.symbols.map(
          (id) =>
            `${cosmicSymbols[id].emoji} **${cosmicSymbols[id].name}**: ${cosmicSymbols[id].spiritualMessage}`,
        );
  return [
    `## 🔮 ${type.name} for ${sign.name}`,
    'The Oracle’s voice is faint for a moment, so here is what your chosen symbols already say.',
    '### Your cosmic symbols',
    dreamBullets(symbols),
    `### ${archetype.icon} ${archetype.name}`,
    archetype.description,
    ...closing,
  ].join('\n\n');
}
