import { type Element, type SignId, signs } from '../signs';

/** Tool spec §3: the six archetypes, in the order the page lists them. */
export const ARCHETYPE_IDS = [
  'cosmic-warrior',
  'earth-keeper',
  'cosmic-messenger',
  'mystic-oracle',
  'divine-alchemist',
  'celestial-healer',
] as const;
export type ArchetypeId = (typeof ARCHETYPE_IDS)[number];

/** Every field of the spec's Archetype (§3); the lists are short phrases the card shows as bullets. */
export interface Archetype {
  id: ArchetypeId;
  name: string;
  /** A poetic subtitle shown under the name. */
  title: string;
  symbol: string;
  description: string;
  element: Element;
  /**
   * The signs this archetype speaks to, in order of closeness. Order across archetypes matters:
   * a sign's primary archetype is the first one listing it (§4), so a sign listed again by a
   * later archetype only adds to that archetype's recommendations.
   */
  zodiacSigns: readonly SignId[];
  mysticalPowers: readonly string[];
  spiritualGifts: readonly string[];
  shadowAspects: readonly string[];
  sacredSymbols: readonly string[];
  ritualTools: readonly string[];
  /** A short guided meditation, a few sentences long. */
  meditation: string;
  /** One sentence in the first person. */
  affirmation: string;
}

export const isArchetypeId = (value: unknown): value is ArchetypeId =>
  typeof value === 'string' && (ARCHETYPE_IDS as readonly string[]).includes(value);

/** A non-empty list, so "the first archetype" always exists. */
export type ArchetypeList = readonly [Archetype, ...Archetype[]];

/**
 * Spec §2/§4: the primary archetype of a sign is the first archetype whose zodiacSigns contain
 * the sign, otherwise the first archetype. The list is a parameter so the fallback can be tested
 * with a fixture; the page passes the catalogue.
 */
export function primaryArchetypeIn(archetypes: ArchetypeList, sign: SignId): Archetype {
  return archetypes.find((archetype) => archetype.zodiacSigns.includes(sign)) ?? archetypes[0];
}

/**
 * Spec §4, the recommendation rule shared with sacred geometry: the sign is in the archetype's
 * zodiacSigns, or the archetype has the sign's element. Catalogue order is kept.
 */
export function archetypesRecommendedIn(archetypes: readonly Archetype[], sign: SignId): Archetype[] {
  const { element } = signs[sign];
  return archetypes.filter(
    (archetype) => archetype.zodiacSigns.includes(sign) || archetype.element === element,
  );
}
