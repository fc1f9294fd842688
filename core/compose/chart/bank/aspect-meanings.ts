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

/**
 * What a meeting of two planets is about, whatever the angle; keyed by the two ids in
 * PLANET_IDS order joined by "|". All 45 pairs, one sentence each.
 */
export const pairFlavours = {
  'sun|moon': 'This pairing is about how your wants and your needs get along.',
  'sun|mercury': 'It shapes how closely your words follow your intentions.',
  'sun|venus': 'It speaks of how easily you let yourself enjoy life and be liked.',
  'sun|mars': 'It concerns the fuel behind your choices and how you assert them.',
  'sun|jupiter': 'It touches your confidence and the size of the dreams you allow yourself.',
  'sun|saturn': 'It tells of discipline, self-doubt and the slow building of authority.',
  'sun|uranus': 'It marks a need to be your own person, even when that surprises people.',
  'sun|neptune': 'It blends identity with imagination, sensitivity and a wish to inspire.',
  'sun|pluto': 'It points to a strong will and a life shaped by a few deep reinventions.',
  'moon|mercury': 'It links how you feel with how you talk, so naming emotions helps you.',
  'moon|venus': 'It colours your need for tenderness, comfort and pleasant company.',
  'moon|mars': 'It concerns how quickly feelings turn into action, for better and worse.',
  'moon|jupiter': 'It widens your heart and your appetite for emotional generosity.',
  'moon|saturn': 'It asks you to give yourself the reassurance you sometimes had to earn.',
  'moon|uranus': 'It brings emotional independence and a need for breathing room.',
  'moon|neptune': 'It deepens empathy and intuition, and asks for gentle boundaries.',
  'moon|pluto': 'It gives feelings depth and staying power, and a talent for emotional truth.',
  'mercury|venus': 'It softens your words and gives you a gift for pleasing language.',
  'mercury|mars': 'It sharpens your tongue and quickens your decisions.',
  'mercury|jupiter': 'It expands the mind, with a love of big ideas and good stories.',
  'mercury|saturn': 'It makes thinking careful and thorough, if sometimes cautious.',
  'mercury|uranus': 'It sparks original ideas and sudden flashes of insight.',
  'mercury|neptune': 'It lends your thoughts a poetic, intuitive and sometimes dreamy quality.',
  'mercury|pluto': 'It gives you a probing mind that wants to get to the bottom of things.',
  'venus|mars': 'It is about attraction itself: how you pursue and how you receive.',
  'venus|jupiter': 'It brings warmth, generosity and a fondness for life’s pleasures.',
  'venus|saturn': 'It makes love serious and loyal, built slowly and meant to last.',
  'venus|uranus': 'It asks for freedom and surprise within closeness.',
  'venus|neptune': 'It idealises love and beauty, inviting both romance and discernment.',
  'venus|pluto': 'It gives relationships intensity and a longing for deep bonds.',
  'mars|jupiter': 'It adds enthusiasm and reach to whatever you set out to do.',
  'mars|saturn': 'It teaches you to pace your strength and to work with endurance.',
  'mars|uranus': 'It brings sudden bursts of energy and an impatience with limits.',
  'mars|neptune': 'It asks you to act for ideals, and to check where your energy leaks away.',
  'mars|pluto': 'It concentrates willpower and a great capacity to recover and renew.',
  'jupiter|saturn': 'It weighs expansion against caution, hope against realism.',
  'jupiter|uranus': 'It favours lucky breaks and leaps of faith in new directions.',
  'jupiter|neptune': 'It feeds a spiritual streak and generous, far-reaching dreams.',
  'jupiter|pluto': 'It hints at ambition on a large scale and a drive to make a difference.',
  'saturn|uranus': 'It sets tradition and change side by side, each testing the other.',
  'saturn|neptune': 'It asks you to give form to dreams and make ideals practical.',
  'saturn|pluto': 'It marks a generation’s endurance under pressure.',
  'uranus|neptune': 'It marks a generation drawn to ideals of freedom and vision.',
  'uranus|pluto': 'It marks a generation carried by the wish to overturn and rebuild.',
  'neptune|pluto': 'It is a slow backdrop shared by many generations, a quiet undertow of renewal.',
} as const satisfies Record<string, string>;

export type PairKey = keyof typeof pairFlavours;
