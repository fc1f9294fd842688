import type { Chakra } from '../../content/chakras';
import type { SignId } from '../../content/signs';

/**
 * One angel of the Angels Cards deck as typed content (tool spec §3). The fifteen ids are the
 * spec's, in its order, which is also the order of the catalogue. Every text is ours.
 */
export const ANGEL_IDS = [
  'michael',
  'gabriel',
  'raphael',
  'uriel',
  'chamuel',
  'jophiel',
  'zadkiel',
  'raguel',
  'metatron',
  'haniel',
  'azrael',
  'sandalphon',
  'jeremiel',
  'raziel',
  'guardian',
] as const;
export type AngelId = (typeof ANGEL_IDS)[number];

/** The four signs' elements plus spirit, which belongs to no sign (spec §3). */
export const ANGEL_ELEMENTS = ['fire', 'water', 'earth', 'air', 'spirit'] as const;
export type AngelElement = (typeof ANGEL_ELEMENTS)[number];

/**
 * The guardian's sign list. The spec's record holds the words 'All Signs'; a dedicated value
 * keeps "every sign" from being confused with a sign name and lets the compiler check the rest.
 */
export const ALL_SIGNS = 'all';

/** A tone traditionally paired with the angel: a number to show and what it stands for. */
export interface AngelFrequency {
  hz: number;
  label: string;
}

export interface Angel {
  id: AngelId;
  /** As it appears on the card and in prompts, e.g. "Archangel Michael", "Guardian Angel". */
  name: string;
  title: string;
  /** The angel's emblem (a sword, a trumpet, a scroll): one emoji, shown beside the name. */
  symbol: string;
  /**
   * The card's picture: one emoji. The spec's record also held a remote stock-photo URL; the
   * page shows only our own art or emoji, so no image URL exists here.
   */
  emoji: string;
  /** Two or three sentences: who the angel is and what people turn to them for. */
  description: string;
  /** What the angel says to the one who draws the card, in the angel's voice. */
  message: string;
  /** Emotional and spiritual themes the angel is asked to help with; never cures. */
  healingPowers: readonly string[];
  chakra: Chakra;
  crystals: readonly string[];
  colors: readonly string[];
  frequency: AngelFrequency;
  /** An invitation rather than a creed, so anyone can say it in their own way. */
  prayer: string;
  /** First person, present tense: "I ...". */
  affirmation: string;
  /** The signs the angel is linked to, or every sign for the guardian. */
  zodiacSigns: readonly SignId[] | typeof ALL_SIGNS;
  element: AngelElement;
  /** 0 to 14, one per angel, like a card's number in a deck. */
  divineNumber: number;
}
