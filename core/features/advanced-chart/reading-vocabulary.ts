import type { SignId } from '../../content/signs';
import type { AspectId } from '../../sky/aspects';
import type { BodyId } from '../../sky/body-ids';

/**
 * The words the advanced readings interpret with: what each body stands for, how each sign
 * colours it, what each house holds and how each aspect behaves. Phrases, not sentences: the
 * section writers build the sentences from the chart's own facts, so two charts only share a
 * sentence when they share the facts behind it.
 */

/** The bodies the readings talk about: the mean node is the true node in a smoother model. */
export type ReadBody = Exclude<BodyId, 'meanNode'>;

/** What each body stands for, as noun phrases that take an owner: "your drive", "Sam's caution". */
export const BODY_THEMES = {
  sun: ['sense of self', 'core purpose', 'will to be seen', 'vitality', 'creative fire'],
  moon: ['emotional needs', 'moods', 'instinct for comfort', 'inner weather', 'need to feel safe'],
  mercury: ['way of thinking', 'voice', 'restless curiosity', 'way with words', 'habit of analysis'],
  venus: ['affection', 'taste', 'way of loving', 'sense of beauty', 'capacity for pleasure'],
  mars: ['drive', 'temper', 'appetite for action', 'courage', 'fighting spirit'],
  jupiter: ['optimism', 'generosity', 'hunger to grow', 'faith in the future', 'sense of plenty'],
  saturn: ['sense of duty', 'caution', 'need for firm ground', 'self-discipline', 'respect for limits'],
  uranus: [
    'restlessness',
    'need for freedom',
    'urge to break a pattern',
    'streak of independence',
    'taste for the unexpected',
  ],
  neptune: ['imagination', 'idealism', 'longing for something larger', 'sensitivity', 'capacity to dream'],
  pluto: [
    'intensity',
    'need to go deep',
    'power to remake things',
    'will to transform',
    'capacity for renewal',
  ],
  trueNode: [
    'sense of direction',
    'growing edge',
    'pull toward the future',
    'next lesson',
    'call to stretch',
  ],
} as const satisfies Record<ReadBody, readonly string[]>;

/**
 * How a sign colours a planet, as adverbial phrases that follow a verb ("loves slowly and
 * for keeps"), and what the sign asks for, as noun phrases ("room to act first"). A manner
 * never says "it" or "its": the verb before it may belong to a planet or to you.
 */
export const SIGN_MANNERS = {
  aries: [
    'head-first',
    'with a spark of impatience',
    'bravely and without much preamble',
    'at full tilt',
    'with quick, competitive fire',
  ],
  taurus: [
    'slowly and for keeps',
    'with patient, sensual steadiness',
    'at an unhurried pace',
    'steadily, refusing to be rushed',
    'with an eye for what will last',
  ],
  gemini: [
    'quickly and with a grin',
    'in bursts of talk and questions',
    'lightly, trying several doors',
    'with nimble, curious wit',
    'by talking things through',
  ],
  cancer: [
    'protectively',
    'with a long memory for feelings',
    'from behind a careful shell',
    'tenderly, with a guarded heart',
    'by staying close to trusted people',
  ],
  leo: [
    'warmly and with some theatre',
    'generously, wanting to be noticed',
    'with a big, loyal heart',
    'proudly and with open arms',
    'with flair and a wish to shine',
  ],
  virgo: [
    'carefully, mending flaws along the way',
    'with quiet, practical devotion',
    'through small useful acts',
    'precisely, minding the details',
    'modestly and with great care',
  ],
  libra: [
    'gracefully, weighing both sides',
    'with an eye for fairness',
    'through charm and negotiation',
    'diplomatically, looking for the middle way',
    'with a taste for harmony',
  ],
  scorpio: [
    'intensely and all the way',
    'privately, with fierce loyalty',
    'by probing beneath the surface',
    'with a steady, searching gaze',
    'quietly and without half-measures',
  ],
  sagittarius: [
    'expansively and with humour',
    'by wandering and widening',
    'frankly, chasing meaning',
    'with restless good cheer',
    'boldly, aiming past the horizon',
  ],
  capricorn: [
    'with dry patience',
    'by building, one rung at a time',
    'responsibly and for the long haul',
    'with sober ambition',
    'methodically, with an eye on the summit',
  ],
  aquarius: [
    'unconventionally',
    'with cool, inventive detachment',
    'by questioning the usual script',
    'independently, a step ahead of the crowd',
    'with an experimenter’s curiosity',
  ],
  pisces: [
    'softly and porously',
    'through intuition more than plans',
    'with dreamy, shape-shifting empathy',
    'gently, following the current',
    'with an artist’s sensitivity',
  ],
} as const satisfies Record<SignId, readonly string[]>;

export const SIGN_NEEDS = {
  aries: [
    'room to act first',
    'a challenge worth meeting',
    'permission to be direct',
    'a goal to race toward',
    'the freedom to start things fresh',
  ],
  taurus: [
    'comfort you can touch',
    'time to settle',
    'something steady to build on',
    'simple, reliable pleasures',
    'calm and physical ease',
  ],
  gemini: [
    'good conversation',
    'variety and movement',
    'questions to chase',
    'fresh information',
    'someone quick to talk things over with',
  ],
  cancer: [
    'a safe place to come home to',
    'tenderness without judgement',
    'a sense of belonging',
    'care that is returned in kind',
    'familiar faces and small rituals',
  ],
  leo: [
    'warm recognition',
    'a stage to create on',
    'loyal applause',
    'room to play and to lead',
    'pride in what you make',
  ],
  virgo: [
    'useful work',
    'order you can rely on',
    'the satisfaction of a job done well',
    'a clear routine',
    'problems worth solving',
  ],
  libra: [
    'fairness and beauty',
    'a true partner',
    'balance between giving and taking',
    'harmony in your surroundings',
    'company that meets you halfway',
  ],
  scorpio: [
    'honesty that goes deep',
    'trust earned slowly',
    'privacy and intensity',
    'bonds with real depth',
    'truth without varnish',
  ],
  sagittarius: [
    'open horizons',
    'a bigger picture to believe in',
    'freedom to explore',
    'something new to learn',
    'a journey to look forward to',
  ],
  capricorn: [
    'a goal worth the climb',
    'structure and respect',
    'results that last',
    'clear responsibility',
    'progress you can measure',
  ],
  aquarius: [
    'space to be different',
    'a cause or a circle of friends',
    'ideas that point ahead',
    'independence without loneliness',
    'friends who share your ideals',
  ],
  pisces: [
    'quiet and imagination',
    'a sense of the sacred',
    'compassion given and received',
    'time to drift and dream',
    'a quiet place to recover',
  ],
} as const satisfies Record<SignId, readonly string[]>;

/** What each house is about, as noun phrases ("the 7th house of ..."). */
export const HOUSE_AREAS = {
  1: [
    'how you come across and begin things',
    'the body and the first impression',
    'self-presentation',
    'personal initiative and first moves',
    'the way you show up in a room',
  ],
  2: [
    'money, possessions and self-worth',
    'what you own and what you value',
    'earning and keeping',
    'income and the things you hold on to',
    'your sense of what you are worth',
  ],
  3: [
    'talk, errands and siblings',
    'daily learning and short trips',
    'the neighbourhood of the mind',
    'messages, lessons and local ties',
    'the chatter of everyday life',
  ],
  4: [
    'home, family and roots',
    'private life and the past',
    'the place you retreat to',
    'the household and family ties',
    'where you come from and where you rest',
  ],
  5: [
    'romance, play and creativity',
    'pleasure and self-expression',
    'children, hobbies and risk',
    'fun, flirting and creative gambles',
    'what you make for the joy of it',
  ],
  6: [
    'routines, chores and health habits',
    'the working day and its demands',
    'service and upkeep',
    'daily tasks and the body’s upkeep',
    'work habits and small disciplines',
  ],
  7: [
    'partnership and open rivalry',
    'committed one-to-one bonds',
    'the people who mirror you',
    'marriage, contracts and close partners',
    'the people you stand face to face with',
  ],
  8: [
    'intimacy, debts and shared money',
    'trust, loss and renewal',
    'what is merged with others',
    'joint resources and deep trust',
    'inheritance, crisis and transformation',
  ],
  9: [
    'travel, study and belief',
    'philosophy and far places',
    'teachers and the search for meaning',
    'higher learning and long journeys',
    'faith, law and wide horizons',
  ],
  10: [
    'career, status and reputation',
    'public life and ambition',
    'the work you are known for',
    'your calling and public standing',
    'the mark you leave on the world',
  ],
  11: [
    'friends, networks and hopes',
    'groups, allies and long-range plans',
    'community and causes',
    'friendship and shared ideals',
    'the circles you belong to',
  ],
  12: [
    'solitude, sleep and the unseen',
    'retreat, endings and compassion',
    'what works behind the scenes',
    'rest, privacy and hidden resources',
    'the quiet labour of the inner life',
  ],
} as const satisfies Record<number, readonly string[]>;

/** One word per house, for headings and quick references ("the partnership house"). */
export const HOUSE_NAMES = {
  1: 'self',
  2: 'money',
  3: 'conversation',
  4: 'home',
  5: 'pleasure',
  6: 'routine',
  7: 'partnership',
  8: 'intimacy',
  9: 'horizons',
  10: 'career',
  11: 'friendship',
  12: 'retreat',
} as const satisfies Record<number, string>;

/** Aspects grouped by how they feel to live with. */
export type AspectNature = 'fusion' | 'flow' | 'friction' | 'adjustment';
export const ASPECT_NATURE = {
  conjunction: 'fusion',
  sextile: 'flow',
  trine: 'flow',
  square: 'friction',
  opposition: 'friction',
  quincunx: 'adjustment',
} as const satisfies Record<AspectId, AspectNature>;

/** How an aspect reads between two named themes: "your drive squares their caution". */
export const ASPECT_VERBS = {
  conjunction: ['merges with', 'sits right on top of', 'is welded to'],
  sextile: ['opens a friendly door to', 'nudges along', 'chats easily with'],
  trine: ['flows straight into', 'harmonises with', 'is carried along by'],
  square: ['grinds against', 'squares up to', 'keeps bumping into'],
  opposition: ['stands across the room from', 'pulls against', 'faces down'],
  quincunx: ['never quite lines up with', 'talks past', 'keeps having to adjust to'],
} as const satisfies Record<AspectId, readonly string[]>;

/** Strength weights: the lights and the personal planets count most, an exact aspect more than a wide one. */
export const BODY_WEIGHT = {
  sun: 3,
  moon: 3,
  venus: 2.6,
  mars: 2.4,
  mercury: 2,
  jupiter: 1.6,
  saturn: 1.8,
  uranus: 1.1,
  neptune: 1.1,
  pluto: 1.2,
  trueNode: 1,
} as const satisfies Record<ReadBody, number>;

export const ASPECT_WEIGHT = {
  conjunction: 1,
  opposition: 0.95,
  square: 0.9,
  trine: 0.85,
  sextile: 0.65,
  quincunx: 0.45,
} as const satisfies Record<AspectId, number>;

/**
 * From fastest to slowest. In a contact between two people the slower planet is the one that
 * does the stirring: it keeps pressing on the faster one for as long as the bond lasts.
 */
export const BODY_PACE: readonly ReadBody[] = [
  'moon',
  'mercury',
  'venus',
  'sun',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
  'trueNode',
];

export const isReadBody = (body: BodyId): body is ReadBody => body !== 'meanNode';

export const houseNumber = (house: number): keyof typeof HOUSE_AREAS =>
  Math.min(12, Math.max(1, Math.round(house))) as keyof typeof HOUSE_AREAS;
