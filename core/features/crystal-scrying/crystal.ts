import type { BodyChakra } from '../../content/chakras';
import { type Element, type SignId, signs } from '../../content/signs';

/** Tool spec §3: the eight scrying crystals, in the order the page lists them. */
export const CRYSTAL_IDS = [
  'clear-quartz',
  'amethyst',
  'moonstone',
  'black-obsidian',
  'rose-quartz',
  'labradorite',
  'citrine',
  'rainbow-fluorite',
] as const;
export type CrystalId = (typeof CRYSTAL_IDS)[number];

/**
 * Every field of the spec's Crystal (§3). The properties are what scrying tradition and folklore
 * say about a stone, written as such; nothing here claims an effect on health.
 */
export interface Crystal {
  id: CrystalId;
  name: string;
  /** A plain glyph for the card's corner. */
  symbol: string;
  description: string;
  element: Element;
  zodiacSigns: readonly SignId[];
  chakra: BodyChakra;
  /** The traditional character of the stone's energy, in a short phrase. */
  frequency: string;
  /** The stone's colour as a reader would describe it. */
  color: string;
  /** The emoji shown large on the card. */
  icon: string;
  /** Kinds of image the stone is said to bring, as short phrases. */
  visionTypes: readonly string[];
  preparation: string;
  scryingMethod: string;
  interpretation: string;
}

/**
 * The "Recommended for {sign}" rule (tool spec §2/§4): crystals whose zodiacSigns include the sign
 * or whose element is the sign's element, in catalogue order.
 */
export function crystalsRecommendedIn(crystals: readonly Crystal[], sign: SignId): Crystal[] {
  const { element } = signs[sign];
  return crystals.filter((crystal) => crystal.zodiacSigns.includes(sign) || crystal.element === element);
}
