import type { MinorArcanaCard, MinorRank } from '../tarot-card';

/**
 * What a suit's module writes for each card: the face emoji and the words. The id, name,
 * numeral, suit and rank are derived from the card's place in the deck, so they cannot drift.
 */
export type MinorCardTexts = Pick<MinorArcanaCard, 'symbol' | 'keywords' | 'upright' | 'reversed'>;

/** One entry per rank, proved complete by `satisfies SuitTexts` in each suit's module. */
export type SuitTexts = Readonly<Record<MinorRank, MinorCardTexts>>;
