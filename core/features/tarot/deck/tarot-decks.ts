import { MAJOR_ARCANA } from './major-arcana';
import { MINOR_ARCANA } from './minor-arcana';
import type { TarotCard } from './tarot-card';

/**
 * The decks a visitor may draw from: the spec's 22 major arcana (the default) or the full
 * 78-card deck, majors first and then the minors in suit order.
 */
export const TAROT_DECK_IDS = ['major', 'full'] as const;
export type TarotDeckId = (typeof TAROT_DECK_IDS)[number];

export const TAROT_DECKS: Record<TarotDeckId, readonly TarotCard[]> = {
  major: MAJOR_ARCANA,
  full: [...MAJOR_ARCANA, ...MINOR_ARCANA],
};

export const TAROT_DECK_NAMES: Record<TarotDeckId, string> = {
  major: 'Major Arcana (22)',
  full: 'Full Deck (78)',
};

const cardsById = new Map<string, TarotCard>(TAROT_DECKS.full.map((card) => [card.id, card]));

/** True when `id` names a card of `deck`. */
export const isCardOf = (deck: TarotDeckId, id: string): boolean =>
  deck === 'full' ? cardsById.has(id) : MAJOR_ARCANA.some((card) => card.id === id);

/** The card with this id; the request schema has already checked it exists. */
export function tarotCard(id: string): TarotCard {
  const card = cardsById.get(id);
  if (!card) throw new RangeError(`No tarot card has the id "${id}"`);
  return card;
}
