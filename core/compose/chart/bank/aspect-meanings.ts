import type { PlanetId } from '../../../content/signs';
import type { AspectId } from '../../../sky/aspects';

/**
 * What each planet stands for, as bare noun phrases; the composer puts the owner in front
 * ("your feelings", "their drive", "the couple's affections"), so these never start with one.
 * None contains "and", so "your X and your Y" never reads as a list of four.
 */
export const bodyThemes = {
  sun: ['sense of self', 'core purpose'],
  moon: ['feelings', 'emotional needs'],
  mercury: ['thinking', 'voice'],
  venus: ['affections', 'sense of beauty'],
  mars: ['drive', 'courage'],
  jupiter: ['optimism', 'appetite for growth'],
  saturn: ['sense of duty', 'need for structure'],
  uranus: ['need for freedom', 'urge to innovate'],
  neptune: ['imagination', 'ideals'],
  pluto: ['capacity for change', 'deepest intensity'],
} as const satisfies Record<PlanetId, readonly string[]>;

/**
 * The meaning of each aspect between two themes. Slots: {first}, {second}, owner included
 * ("your feelings", "their drive"). The quincunx is a minor aspect but the engine reports it,
 * so it has lines too.
 */
export const aspectMeanings = {
  conjunction: [
    '{first} and {second} are fused here, so one rarely acts without the other.',
    'This blend makes {first} and {second} speak with one strong voice, with all the focus that brings.',
    '{first} and {second} work as a single force, a concentrated and defining part of the picture.',
  ],
  sextile: [
    '{first} and {second} help each other easily once you take the first step.',
    'A friendly link between {first} and {second} rewards a little effort with real ease.',
    'Opportunity lives where {first} meets {second}; it opens when you reach for it.',
  ],
  square: [
    '{first} and {second} pull in different directions, and that friction is a source of drive.',
    'There is creative tension between {first} and {second}; letting both have their say builds strength.',
    '{first} and {second} can clash, which keeps growth moving rather than settling for comfort.',
  ],
  trine: [
    '{first} and {second} flow together naturally, a gift worth using on purpose.',
    'Harmony between {first} and {second} makes this an area of quiet, dependable talent.',
    'Support flows easily from {first} to {second}, something to lean on when life gets busy.',
  ],
  quincunx: [
    '{first} and {second} speak different languages, so small adjustments keep them in step.',
    'An awkward angle between {first} and {second} asks for steady fine-tuning rather than one big fix.',
  ],
  opposition: [
    '{first} and {second} face each other across the wheel, asking for balance rather than a winner.',
    'There can be a swing between {first} and {second} until the middle ground is found.',
    'Other people often mirror the pull between {first} and {second}, which teaches perspective.',
  ],
} as const satisfies Record<AspectId, readonly string[]>;
