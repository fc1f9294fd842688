import {
  type Element,
  type Modality,
  type PlanetId,
  SIGN_IDS,
  type SignId,
  signs,
} from '../../content/signs';
import { type WholeSignAspect, wholeSignAspect } from '../moon-aspect';

/**
 * How two Sun signs relate by astrology's own rules, the same for compatibility and relationship
 * readings (prompts, offline texts and the breakdown the pages show):
 * - the whole-sign angle between them (signs apart around the wheel);
 * - their elements: the same, compatible (fire with air, earth with water: the elements of a
 *   sextile or an opposition) or challenging (the rest);
 * - their modalities: the same (they meet in a square or an opposition) or different;
 * - their rulers, modern and classical (core/content/signs.ts): a planet in common, a pair
 *   this app treats as friendly (table below), or neither.
 * A pure function of the two ids; swapping them swaps the "first" and "second" fields only.
 */
export type ElementRelation = 'same' | 'compatible' | 'challenging';
export type ModalityRelation = 'same' | 'different';
export type RulerRelation = 'shared' | 'friendly' | 'unrelated';

export interface SignPair {
  first: SignId;
  second: SignId;
  /** Steps around the wheel by the shorter way, 0–6. */
  signsApart: number;
  aspect: WholeSignAspect;
  elements: { first: Element; second: Element; relation: ElementRelation };
  modalities: { first: Modality; second: Modality; relation: ModalityRelation };
  rulers: {
    /** Each sign's rulers, modern first, the classical one added when it differs. */
    first: readonly PlanetId[];
    second: readonly PlanetId[];
    relation: RulerRelation;
    /** The planets both signs answer to (relation "shared"). */
    shared: readonly PlanetId[];
    /** The friendly pairing found (relation "friendly"), first sign's ruler first. */
    friendly: FriendlyRulers | null;
  };
}

export interface FriendlyRulers {
  firstRuler: PlanetId;
  secondRuler: PlanetId;
  why: FriendshipReason;
}

/**
 * Why two rulers count as friends. Traditional astrology pairs the two lights, Venus with Mars
 * (attraction), and the two benefics; modern astrology hears each outer planet as the "higher
 * octave" of an inner one. The other pairs of the table are the companionable ones most
 * traditional texts agree on.
 */
export type FriendshipReason = 'lights' | 'lovers' | 'benefics' | 'octave' | 'companions';

const FRIENDLY_RULERS: readonly (readonly [PlanetId, PlanetId, FriendshipReason])[] = [
  ['sun', 'moon', 'lights'],
  ['venus', 'mars', 'lovers'],
  ['venus', 'jupiter', 'benefics'],
  ['mercury', 'uranus', 'octave'],
  ['venus', 'neptune', 'octave'],
  ['mars', 'pluto', 'octave'],
  ['sun', 'jupiter', 'companions'],
  ['moon', 'venus', 'companions'],
  ['moon', 'jupiter', 'companions'],
  ['mercury', 'venus', 'companions'],
  ['mercury', 'saturn', 'companions'],
];

const COMPATIBLE_ELEMENTS: Record<Element, Element> = {
  fire: 'air',
  air: 'fire',
  earth: 'water',
  water: 'earth',
};

export function rulersOf(sign: SignId): readonly PlanetId[] {
  const { ruler, classicalRuler } = signs[sign];
  return ruler === classicalRuler ? [ruler] : [ruler, classicalRuler];
}

export function elementRelation(first: Element, second: Element): ElementRelation {
  if (first === second) return 'same';
  return COMPATIBLE_ELEMENTS[first] === second ? 'compatible' : 'challenging';
}

function friendlyPair(first: readonly PlanetId[], second: readonly PlanetId[]): FriendlyRulers | null {
  for (const firstRuler of first) {
    for (const secondRuler of second) {
      const row = FRIENDLY_RULERS.find(
        ([one, other]) =>
          (one === firstRuler && other === secondRuler) || (one === secondRuler && other === firstRuler),
      );
      if (row) return { firstRuler, secondRuler, why: row[2] };
    }
  }
  return null;
}

export function signPair(first: SignId, second: SignId): SignPair {
  const forward = (SIGN_IDS.indexOf(second) - SIGN_IDS.indexOf(first) + 12) % 12;
  const one = signs[first];
  const other = signs[second];
  const firstRulers = rulersOf(first);
  const secondRulers = rulersOf(second);
  const shared = firstRulers.filter((planet) => secondRulers.includes(planet));
  const friendly = shared.length > 0 ? null : friendlyPair(firstRulers, secondRulers);
  return {
    first,
    second,
    signsApart: Math.min(forward, 12 - forward),
    aspect: wholeSignAspect(first, second),
    elements: {
      first: one.element,
      second: other.element,
      relation: elementRelation(one.element, other.element),
    },
    modalities: {
      first: one.modality,
      second: other.modality,
      relation: one.modality === other.modality ? 'same' : 'different',
    },
    rulers: {
      first: firstRulers,
      second: secondRulers,
      relation: shared.length > 0 ? 'shared' : friendly ? 'friendly' : 'unrelated',
      shared,
      friendly,
    },
  };
}
