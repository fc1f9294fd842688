import { PLANET_IDS, type PlanetId } from './signs';
import type { AspectId } from '../sky/aspects';
import type { BodyId } from '../sky/body-ids';

/**
 * The one home of the sky's display vocabulary: what each body and aspect is called in every
 * reading, prompt and page (sign names live with the signs, in signs.ts).
 */

/** Body names as they read at the start of a summary line ("Composite Sun", "their Venus"). */
export const BODY_NAMES = {
  sun: 'Sun',
  moon: 'Moon',
  mercury: 'Mercury',
  venus: 'Venus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluto',
  meanNode: 'mean North Node',
  trueNode: 'North Node',
} as const satisfies Record<BodyId, string>;

/** How an aspect reads between two named bodies: "Venus trine Mars", "Sun opposite Moon". */
export const ASPECT_WORDS = {
  conjunction: 'conjunct',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  quincunx: 'quincunx',
  opposition: 'opposite',
} as const satisfies Record<AspectId, string>;

/** The bodies that take "the" inside a sentence: "the Sun", but plain "Venus". */
const WITH_ARTICLE: ReadonlySet<PlanetId> = new Set(['sun', 'moon']);

/** How a planet reads inside a sentence: the luminaries take "the", the planets do not. */
export const planetNames = Object.fromEntries(
  PLANET_IDS.map((id) => [id, WITH_ARTICLE.has(id) ? `the ${BODY_NAMES[id]}` : BODY_NAMES[id]]),
) as Readonly<Record<PlanetId, string>>;
