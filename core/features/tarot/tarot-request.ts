import { isoDateSchema } from '../../contract/common';
import { z } from '../../contract/zod-mini';
import { TAROT_DECK_IDS, isCardOf } from './deck/tarot-decks';
import { TAROT_SPREAD_IDS, spreadSize } from './draw/spreads';

/** Longest id in the deck is "wheel-of-fortune"; anything far longer is not a card. */
const CARD_ID_LIMIT = 40;
const LARGEST_SPREAD = Math.max(...TAROT_SPREAD_IDS.map(spreadSize));

const drawnCardSchema = z.strictObject({
  id: z.string().check(z.maxLength(CARD_ID_LIMIT, `must be at most ${CARD_ID_LIMIT} characters`)),
  reversed: z.boolean(),
});

/**
 * A tarot reading of the cards the visitor drew (the draw happens on the device, spec §4). Only
 * ids and orientations travel: the server reads each card's meaning from its own content, so no
 * card text from the client ever reaches a prompt.
 */
export const tarotRequestSchema = z
  .strictObject({
    feature: z.literal('tarot'),
    spread: z.enum(TAROT_SPREAD_IDS, { message: `must be one of: ${TAROT_SPREAD_IDS.join(', ')}` }),
    deck: z.enum(TAROT_DECK_IDS, { message: `must be one of: ${TAROT_DECK_IDS.join(', ')}` }),
    cards: z
      .array(drawnCardSchema)
      .check(z.maxLength(LARGEST_SPREAD, `must hold at most ${LARGEST_SPREAD} cards`)),
    /** The visitor's local date: the same draw reads differently from one day to the next. */
    date: isoDateSchema,
  })
  .check(
    z.refine((request) => request.cards.length === spreadSize(request.spread), {
      message: 'must hold exactly one card per position of the spread (single 1, three 3, celtic 10)',
      path: ['cards'],
    }),
    z.refine((request) => request.cards.every((card) => isCardOf(request.deck, card.id)), {
      message: 'must name only cards of the chosen deck',
      path: ['cards'],
    }),
    z.refine((request) => new Set(request.cards.map((card) => card.id)).size === request.cards.length, {
      message: 'must not hold the same card twice',
      path: ['cards'],
    }),
  );
export type TarotRequest = z.infer<typeof tarotRequestSchema>;
