import type { SignId } from '../../../content/signs';

/**
 * The North Node in each sign as the direction of growth (noun phrases after "toward"), and the
 * South Node in each sign as the familiar comfort it grows away from (noun phrases after "the
 * comfort of"). The South Node always stands in the opposite sign.
 */
export const nodeLessons = {
  aries: [
    'courage and self-reliance',
    'acting on your own initiative',
    'wanting something for yourself and saying so',
  ],
  taurus: [
    'steadiness and simple pleasures',
    'a sense of worth that does not depend on crisis',
    'calm, patient building',
  ],
  gemini: ['curiosity and listening', 'learning from many voices', 'a lighter touch with certainty'],
  cancer: ['tenderness and belonging', 'letting people care for you', 'a home that feeds you'],
  leo: ['wholehearted self-expression', 'creative risk and play', 'letting yourself be seen'],
  virgo: ['practical care and useful work', 'meaning found in small daily acts', 'grounded service'],
  libra: ['partnership and shared decisions', 'meeting others halfway', 'cooperation and fairness'],
  scorpio: [
    'depth, honesty and letting go',
    'intimacy that risks something',
    'change you choose rather than resist',
  ],
  sagittarius: [
    'meaning and faith in the larger journey',
    'exploration and honest conviction',
    'a wider view of life',
  ],
  capricorn: [
    'responsibility and self-direction',
    'long goals pursued in public',
    'a life built on your own terms',
  ],
  aquarius: [
    'community and shared ideals',
    'a future bigger than your own story',
    'friendship on equal terms',
  ],
  pisces: ['compassion and trust', 'surrendering a little control', 'imagination and spiritual quiet'],
} as const satisfies Record<SignId, readonly string[]>;

export const southNodeComforts = {
  aries: ['doing everything alone', 'acting first and explaining later', 'fighting your own corner'],
  taurus: [
    'holding on to what you have',
    'a life that never risks change',
    'keeping things exactly as they are',
  ],
  gemini: ['collecting facts instead of deciding', 'talking around a question', 'keeping every option open'],
  cancer: [
    'retreating into the familiar',
    'looking after others so you need not ask',
    'guarding the home front',
  ],
  leo: ['needing applause', 'being the one everyone watches', 'playing the part that earned praise before'],
  virgo: ['fixing every detail', 'worrying as a way of caring', 'staying busy so you need not feel'],
  libra: [
    'keeping the peace at your own expense',
    'waiting for agreement',
    'shaping yourself to other people',
  ],
  scorpio: ['crisis and control', 'testing people before you trust them', 'holding on long after it hurts'],
  sagittarius: ['restless searching', 'preaching instead of listening', 'leaving before things get ordinary'],
  capricorn: ['duty before feeling', 'proving yourself through achievement', 'carrying every burden alone'],
  aquarius: [
    'cool distance from your own heart',
    'belonging to the group instead of to anyone',
    'being the outsider',
  ],
  pisces: ['drifting and escaping', 'dissolving into other people’s needs', 'waiting to be rescued'],
} as const satisfies Record<SignId, readonly string[]>;

/** The nodal axis with the North Node's house. Slots: {sign}, {southSign}, {lesson}, {comfort}, {house}, {area}. */
export const nodeHouseLines = [
  'Your North Node in {sign} points toward {lesson}, away from the {southSign} comfort of {comfort}, and its place in the {house} says you practise that through {area}.',
  'Growth in this chart means moving toward {lesson}: the North Node in {sign} asks for it, the {house} shows where, in {area}, and the South Node in {southSign} keeps offering the old ease of {comfort}.',
  'The South Node in {southSign} holds what already comes easily, {comfort}, while the North Node in {sign} and your {house} ask for {lesson} through {area}.',
] as const;

/** The nodal axis by sign alone. Slots: {sign}, {southSign}, {lesson}, {comfort}. */
export const nodeSignLines = [
  'Your North Node in {sign} points toward {lesson}, away from the {southSign} comfort of {comfort}.',
  'Growth in this chart means moving toward {lesson}, as the North Node in {sign} asks, while the South Node in {southSign} keeps offering the old ease of {comfort}.',
  'The South Node in {southSign} holds what already comes easily, {comfort}, and the North Node in {sign} asks for {lesson} instead.',
] as const;

/**
 * The three slow planets read by house: each a clause for one planet, joined into one sentence
 * after an opening. Slots: {house} ("7th house"), {keyword} ("partnership").
 */
export const outerHouseTouches = {
  uranus: [
    'Uranus keeps your {house} of {keyword} restless and inventive',
    'Uranus brings sudden turns to your {house} of {keyword}',
  ],
  neptune: [
    'Neptune softens and idealises your {house} of {keyword}',
    'Neptune fills your {house} of {keyword} with longing and imagination',
  ],
  pluto: [
    'Pluto slowly remakes your {house} of {keyword}',
    'Pluto asks for honesty and renewal in your {house} of {keyword}',
  ],
} as const;

/** Opens the sentence of outer-planet clauses. Slots: {uranus}, {neptune}, {pluto} (the clauses). */
export const outerPlanetLines = [
  'The slow planets belong to your whole generation, but their houses are yours alone: {uranus}, {neptune}, and {pluto}.',
  'Shared with everyone born within a few years of you, the outer planets become personal by house: {uranus}, {neptune}, and {pluto}.',
] as const;
