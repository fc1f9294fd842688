import {
  type DreamFallbackBank,
  dreamBullets,
  dreamFallbackClosing,
  dreamWisdomFallback,
} from '../../compose/dream/dream-fallback';
import { withArticle } from '../../compose/item-day-voice';
import { signs } from '../../content/signs';
import { dreamEmotionNames } from './dream-emotions';
import type { DreamJournalRequest } from './dream-journal-request';
import { dreamSymbols } from './dream-symbols';
import { journalMoonPhases } from './journal-moon-phases';
import { journalWisdomTopics } from './journal-wisdom-topics';

/**
 * Spec §8, "a locally built template text, specific to sign, element and topic, with headings,
 * bullets and an affirmation": what the journal shows when a configured provider fails. Plainer
 * than the offline composer on purpose; it only has to be true and kind until the stars answer.
 */
const JOURNAL_FALLBACK = {
  guidance: {
    fire: [
      'Act on one bright idea from the dream before the day cools it.',
      'Let anger or excitement in the dream point to where your energy wants to go.',
      'Rest counts as fuel too; a calm evening makes for clearer dreams.',
    ],
    earth: [
      'Look for the practical detail in the dream: an object, a place, a task.',
      'Turn its message into one small, concrete change this week.',
      'Steady routines before bed help your dreams speak more plainly.',
    ],
    air: [
      'Write the dream down as a story, then read it back as if a friend told it.',
      'Notice any words or conversations in it; they often carry the point.',
      'Give your busy mind a quiet hour before sleep.',
    ],
    water: [
      'Start from the feeling the dream left, not from its plot.',
      'Ask whether the emotion was yours or one you absorbed from someone else.',
      'A warm bath or quiet music before bed softens restless nights.',
    ],
  },
  affirmations: {
    fire: 'I turn the spark of my dreams into brave, kind action.',
    earth: 'I ground the messages of my dreams in steady, simple steps.',
    air: 'I listen to my dreams with a clear and curious mind.',
    water: 'I trust the feelings my dreams carry and treat them gently.',
  },
} as const satisfies DreamFallbackBank;

export function dreamJournalFallbackText(request: DreamJournalRequest): string {
  const sign = signs[request.sign];
  const closing = dreamFallbackClosing(
    `### Guidance for ${sign.name} as ${withArticle(sign.element)} sign`,
    JOURNAL_FALLBACK,
    sign.element,
  );
  if (request.kind === 'wisdom') {
    const topic = journalWisdomTopics[request.topic];
    return dreamWisdomFallback(
      topic,
      sign.name,
      `The stars are quiet for a moment, so here are a few words of ${topic.title.toLowerCase()} wisdom written for your sign. ${topic.summary}`,
      closing,
    );
  }
  const marked = [
    ...request.symbols.map(
      (id) => `${dreamSymbols[id].emoji} **${dreamSymbols[id].symbol}**: ${dreamSymbols[id].meaning}`,
    ),
    ...request.emotions.map(
      (id) => `**${dreamEmotionNames[id]}** is part of the message; notice where it lives in your days.`,
    ),
  ];
  const phase = request.moonPhase ? journalMoonPhases[request.moonPhase] : null;
  return [
    `## 🌙 Dream guidance for ${sign.name}`,
    'The stars are quiet for a moment, so here is a simple reading of what you marked.',
    ...(marked.length > 0 ? ['### What your dream may be saying', dreamBullets(marked)] : []),
    ...(phase ? [`### ${phase.emoji} ${phase.name}`, `- ${phase.meaning}`] : []),
    ...closing,
  ].join('\n\n');
}
