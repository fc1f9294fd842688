import type { PlanetId } from '../../../content/signs';

/** The planets the reading interprets one by one; the outer three are read together, by house. */
export type PersonalPlanetId = Exclude<PlanetId, 'uranus' | 'neptune' | 'pluto'>;

/**
 * A planet in its sign, and in its house when the birth time and place are known: one sentence
 * that reads the two together, so a placement is interpreted once rather than restated twice.
 * Slots: {sign}, {style} (a verb phrase after "you"), {quality} (an adjective pair), and with a
 * house {house} ("5th house") and {area} (a noun phrase: what the house is about).
 * Every Sun line says "Sun in {sign}", so the reading always names the Sun's placement.
 */
export const placementLines = {
  sun: {
    withHouse: [
      'With the Sun in {sign}, you are at heart {quality}, and you come most alive when you {style}; its place in your {house} turns that purpose toward {area}.',
      'Your Sun in {sign} makes the person you are growing into {quality}, and from the {house} it asks to be seen through {area}.',
      'The Sun in {sign} asks you to {style}, and standing in the {house} it sends that light into {area}.',
    ],
    bySign: [
      'With the Sun in {sign}, you are at heart {quality}, and you come most alive when you {style}.',
      'Your Sun in {sign} makes the person you are growing into {quality}, someone who shows up whenever you {style}.',
      'The Sun in {sign} asks you to {style}, and you grow {quality} each time you do.',
    ],
  },
  moon: {
    withHouse: [
      'Your Moon in {sign} feels safest when you can {style}, and in the {house} it looks for comfort through {area}.',
      'Emotionally you are {quality}, as the Moon in {sign} tends to be, and your moods follow what happens around {area}, the ground of your {house}.',
      'The Moon in {sign} in your {house} ties your sense of belonging to {area}, and it settles when you can {style}.',
    ],
    bySign: [
      'Your Moon in {sign} feels safest when you can {style}, and your feelings run {quality}.',
      'Emotionally you are {quality}, as the Moon in {sign} tends to be, and old feelings settle once you {style}.',
      'The Moon in {sign} makes your inner life {quality}; it settles when you can {style} and frets when life gives you no chance to.',
    ],
  },
  mercury: {
    withHouse: [
      'Mercury in {sign} gives you a mind that is {quality}, and from the {house} it is busiest with {area}.',
      'You think best when you {style}, which is Mercury in {sign} at work, and your {house} keeps sending those thoughts toward {area}.',
      'With Mercury in {sign} in the {house}, your questions keep circling back to {area}, and the way you speak is {quality}.',
    ],
    bySign: [
      'Mercury in {sign} gives you a mind that is {quality}, and ideas arrive when you {style}.',
      'You think best when you {style}, which is Mercury in {sign} at work, and your reasoning is {quality}.',
      'With Mercury in {sign}, the way you speak is {quality}, and people hear you best when you {style}.',
    ],
  },
  venus: {
    withHouse: [
      'Venus in {sign} makes your affection {quality}, and in the {house} it finds its pleasures in {area}.',
      'You love by learning to {style}, the Venus in {sign} way, and your {house} shows where that warmth gathers: {area}.',
      'With Venus in {sign} in your {house}, beauty and goodwill reach you through {area}, most of all when you {style}.',
    ],
    bySign: [
      'Venus in {sign} makes your affection {quality}, and you feel closest to people when you {style}.',
      'You love by learning to {style}, the Venus in {sign} way, and the affection you give is {quality}.',
      'With Venus in {sign}, you are {quality} in love, and you feel most valued when you can {style}.',
    ],
  },
  mars: {
    withHouse: [
      'Mars in {sign} makes your drive {quality}, and from the {house} it pours its effort into {area}.',
      'You act best when you {style}, which is how Mars in {sign} works, and in the {house} its energy goes into {area}.',
      'With Mars in {sign} in your {house}, ambition shows up around {area}, and it is {quality} when it does.',
    ],
    bySign: [
      'Mars in {sign} makes your drive {quality}, and it switches on when you {style}.',
      'You act best when you {style}, which is how Mars in {sign} works, and your temper is {quality}.',
      'With Mars in {sign}, your courage is {quality}, and anger passes faster when you {style}.',
    ],
  },
  jupiter: {
    withHouse: [
      'Jupiter in {sign} in your {house} is where life tends to widen: luck gathers around {area}, and it grows each time you {style}.',
      'Growth comes to you through {area}, where Jupiter in {sign} stands in your {house}, and your generosity there is {quality}.',
    ],
    bySign: [
      'Jupiter in {sign} widens your life each time you {style}, and your generosity is {quality}.',
      'With Jupiter in {sign}, your faith in life is {quality}, and opportunities follow when you {style}.',
    ],
  },
  saturn: {
    withHouse: [
      'Saturn in {sign} in your {house} is the slow teacher of this chart: it asks you to take {area} seriously, and over the years it turns that effort into authority.',
      'With Saturn in {sign}, learning to {style} comes slowly, and it is earned through {area}, the business of your {house}; what you build there lasts.',
    ],
    bySign: [
      'Saturn in {sign} is the slow teacher of this chart: it asks you to {style}, and the years you spend learning how make you {quality}.',
      'With Saturn in {sign}, learning to {style} comes slowly, but what you build that way lasts and leaves you {quality}.',
    ],
  },
} as const satisfies Record<PersonalPlanetId, { withHouse: readonly string[]; bySign: readonly string[] }>;

/** Added for the first personal planet that was retrograde at birth. Slots: {body}, {sign}. */
export const retrogradeLines = [
  '{body} was retrograde when you were born, so its {sign} gifts work inward first and ripen through second drafts.',
  'Because {body} was moving backward at your birth, you often rehearse its {sign} side in private before you show it.',
  'Retrograde at your birth, {body} in {sign} asks you to revisit a thing before you commit to it.',
] as const;
