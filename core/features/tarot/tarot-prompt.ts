import { tarotCard } from '@core/features/tarot/deck/tarot-decks';
import { TAROT_DECK_NAMES } from '@core/features/tarot/deck/tarot-decks';
import { SPREADS } from '@core/features/tarot/draw/spreads';
import type { TarotRequest } from '@core/features/tarot/tarot-request';
import type { ReadingPrompt } from '@core/compose/prompt/reading-prompt';

/**
 * The tarot prompt (spec §7: tarot(cards, spreadType)). The client sends only card ids and
 * orientations; every name and meaning below comes from our own deck content, so the model
 * reads the same cards the page shows and the offline composer would read.
 */
export const TAROT_SYSTEM_MESSAGE = [
  'You are a warm, grounded tarot reader writing for Cosmic Guide, an astrology and tarot app.',
  '',
  'Read ONLY the cards listed in the message, each in its position and orientation. Use the meanings',
  'given for each card as your starting point; a reversed card uses its reversed meaning. Then show how',
  'the cards relate: the balance of major and minor arcana, any suit that dominates, how many are',
  'reversed, and the thread that runs from the first card to the last.',
  '',
  'Tarot here is for reflection and entertainment: offer perspective and gentle suggestions, never',
  'certain predictions, and no medical, legal or financial advice.',
  '',
  'Write in the second person, 200 to 400 words of markdown: a short opening, one short paragraph per',
  'card headed by its position, a paragraph on the spread as a whole, and a one-line affirmation in',
  'italics. Never write HTML tags, code blocks, links or images.',
].join('\n');

export function buildTarotPrompt({ spread: spreadId, deck, cards }: TarotRequest): ReadingPrompt {
  const spread = SPREADS[spreadId];
  const cardLines = cards.flatMap((drawn, index) => {
    const card = tarotCard(drawn.id);
    const position = spread.positions[index] ?? spread.positions[0];
    const orientation = drawn.reversed ? 'reversed' : 'upright';
    const kind = card.arcana === 'major' ? `major arcana ${card.numeral}` : `minor arcana, ${card.suit}`;
    return [
      `${index + 1}. ${position.label} (${position.question}): ${card.name}, ${orientation} (${kind})`,
      `   Keywords: ${card.keywords.join(', ')}`,
      `   ${drawn.reversed ? 'Reversed' : 'Upright'} meaning: ${card[orientation]}`,
    ];
  });
  const reversed = cards.filter((card) => card.reversed).length;
  const user = [
    `Read this ${spread.name} spread (${cards.length} ${cards.length === 1 ? 'card' : 'cards'}) drawn from the ${TAROT_DECK_NAMES[deck]}.`,
    `${reversed} of the cards ${reversed === 1 ? 'is' : 'are'} reversed.`,
    '',
    'The cards in position order:',
    ...cardLines,
  ];
  return { system: TAROT_SYSTEM_MESSAGE, user: user.join('\n') };
}
