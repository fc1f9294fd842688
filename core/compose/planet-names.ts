import type { PlanetId } from '../content/signs';

/** How a planet reads inside a sentence: the luminaries take "the", the planets do not. */
export const planetNames = {
  sun: 'the Sun',
  moon: 'the Moon',
  mercury: 'Mercury',
  venus: 'Venus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluto',
} as const satisfies Record<PlanetId, string>;
