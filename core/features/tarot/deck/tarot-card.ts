/**
 * One tarot card as typed content. The 22 major arcana are the spec's deck (§3); the 56 minor
 * arcana are the "full deck" option. Texts are ours; ids are stable and go over the wire.
 */
export const SUITS = ['wands', 'cups', 'swords', 'pentacles'] as const;
export type Suit = (typeof SUITS)[number];

/** Ace to ten, then the four court cards, in deck order. */
export const MINOR_RANKS = [
  'ace',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'page',
  'knight',
  'queen',
  'king',
] as const;
export type MinorRank = (typeof MINOR_RANKS)[number];

interface CardTexts {
  /** Display name, e.g. "The Fool" or "Three of Cups". */
  name: string;
  /** Shown on the card face: "0", "XIII" for majors; "A", "2"…"10", "P", "Kn", "Q", "K" for minors. */
  numeral: string;
  /** One emoji drawn on the card face (spec §3: image is an emoji). */
  symbol: string;
  /** Three to five short keywords for the upright card, lower case. */
  keywords: readonly string[];
  /** The upright meaning: 2–4 sentences in our own words, second person where natural. */
  upright: string;
  /** The reversed meaning: 2–4 sentences, not simply the negation of upright. */
  reversed: string;
}

export interface MajorArcanaCard extends CardTexts {
  /** kebab-case of the name without "The": "fool", "high-priestess", "wheel-of-fortune". */
  id: string;
  arcana: 'major';
  /** 0 (The Fool) to 21 (The World). */
  number: number;
}

export interface MinorArcanaCard extends CardTexts {
  /** `${rank}-of-${suit}`, e.g. "ace-of-cups", "queen-of-swords". */
  id: `${MinorRank}-of-${Suit}`;
  arcana: 'minor';
  suit: Suit;
  rank: MinorRank;
}

export type TarotCard = MajorArcanaCard | MinorArcanaCard;
