import { CUPS } from './minor/cups';
import type { SuitTexts } from './minor/minor-card-texts';
import { PENTACLES } from './minor/pentacles';
import { SWORDS } from './minor/swords';
import { WANDS } from './minor/wands';
import { MINOR_RANKS, type MinorArcanaCard, type MinorRank, SUITS, type Suit } from './tarot-card';

const RANK_NAMES = {
  ace: 'Ace',
  two: 'Two',
  three: 'Three',
  four: 'Four',
  five: 'Five',
  six: 'Six',
  seven: 'Seven',
  eight: 'Eight',
  nine: 'Nine',
  ten: 'Ten',
  page: 'Page',
  knight: 'Knight',
  queen: 'Queen',
  king: 'King',
} satisfies Record<MinorRank, string>;

/** What the card face shows in the corner: pips as digits, the ace and the court as letters. */
const RANK_NUMERALS = {
  ace: 'A',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  page: 'P',
  knight: 'Kn',
  queen: 'Q',
  king: 'K',
} satisfies Record<MinorRank, string>;

const SUIT_NAMES = {
  wands: 'Wands',
  cups: 'Cups',
  swords: 'Swords',
  pentacles: 'Pentacles',
} satisfies Record<Suit, string>;

const SUIT_TEXTS = {
  wands: WANDS,
  cups: CUPS,
  swords: SWORDS,
  pentacles: PENTACLES,
} satisfies Record<Suit, SuitTexts>;

const minorCard = (suit: Suit, rank: MinorRank): MinorArcanaCard => ({
  id: `${rank}-of-${suit}`,
  arcana: 'minor',
  suit,
  rank,
  name: `${RANK_NAMES[rank]} of ${SUIT_NAMES[suit]}`,
  numeral: RANK_NUMERALS[rank],
  ...SUIT_TEXTS[suit][rank],
});

/**
 * The 56 minor arcana of the "full deck" option, in deck order: wands, cups, swords, pentacles,
 * each from ace to ten and then page, knight, queen and king. Identity (id, name, numeral) is
 * derived from suit and rank; each suit's module holds only its cards' emoji and words.
 */
export const MINOR_ARCANA: readonly MinorArcanaCard[] = SUITS.flatMap((suit) =>
  MINOR_RANKS.map((rank) => minorCard(suit, rank)),
);
