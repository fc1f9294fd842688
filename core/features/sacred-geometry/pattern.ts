import type { Element, SignId } from '../../content/signs';

/** The eight sacred patterns, in the order the page lists them (spec tool-pages §3, §9). */
export const PATTERN_IDS = [
  'flower-of-life',
  'merkaba',
  'sri-yantra',
  'metatrons-cube',
  'golden-spiral',
  'vesica-piscis',
  'tree-of-life',
  'seed-of-life',
] as const;
export type PatternId = (typeof PATTERN_IDS)[number];

/** Spec §3 and §9: every pattern's tone lies between 285 Hz and 963 Hz. */
export const FREQUENCY_RANGE_HZ = { lowest: 285, highest: 963 } as const;

/** One card of the Sacred Geometry Explorer, with every field of spec §3. */
export interface Pattern {
  id: PatternId;
  name: string;
  /** An emoji shown beside the name; the drawn figure comes from the geometry builders. */
  symbol: string;
  /** What the figure is and where it is found: the card's text before Learn More. */
  description: string;
  /** What the figure is taken to stand for. */
  meaning: string;
  /**
   * A tone in hertz. The values follow the "solfeggio" scale that sound-healing practice pairs with
   * these figures: symbolic, chosen by tradition, with no measured effect claimed.
   */
  frequency: number;
  /** The sign element the figure is matched with; signs of that element get it recommended (spec §4). */
  element: Element;
  /** Signs the figure is recommended for whatever their element (spec §4). */
  zodiacSigns: readonly SignId[];
  /** A short guided practice with the figure, in the second person. */
  meditation: string;
}
