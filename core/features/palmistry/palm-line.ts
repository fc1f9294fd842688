import type { Element, SignId } from '../../content/signs';

/** Tool spec §3: the six palm lines, in the order the guide lists them. */
export const PALM_LINE_IDS = [
  'life-line',
  'heart-line',
  'head-line',
  'fate-line',
  'sun-line',
  'mercury-line',
] as const;
export type PalmLineId = (typeof PALM_LINE_IDS)[number];

/**
 * Every field of the spec's palm line (§3). `zodiacConnection` holds sign ids rather than the
 * spec's sign names, so the compiler checks them; the page prints the names.
 */
export interface PalmLine {
  id: PalmLineId;
  name: string;
  /** A plain glyph for the card's corner. */
  symbol: string;
  description: string;
  meaning: string;
  zodiacConnection: readonly SignId[];
  element: Element;
  /** The part of life the line is read for, as the spec names it. */
  lifeAspect: string;
  readingTips: readonly string[];
  spiritualSignificance: string;
  emoji: string;
}
