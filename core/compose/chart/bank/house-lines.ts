import type { PlanetId } from '../../../content/signs';

export const HOUSE_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type HouseNumber = (typeof HOUSE_NUMBERS)[number];

/**
 * What each house is about, as noun phrases that follow "through", "around" or "toward" in
 * the templates below. Written so no verb has to agree with them.
 */
export const houseAreas = {
  1: [
    'your presence, first impressions and the way you begin things',
    'your personal style and how you meet the world',
  ],
  2: ['money, possessions and your sense of your own worth', 'your resources, talents and what you value'],
  3: ['everyday conversations, siblings and your neighbourhood', 'learning, writing and short journeys'],
  4: ['home, family and your private roots', 'your inner foundations and the place you come back to'],
  5: ['creativity, romance and play', 'self-expression, pleasure and the projects you bring to life'],
  6: [
    'daily routines, work habits and the care of your body',
    'service, useful skills and the rhythm of ordinary days',
  ],
  7: [
    'partnerships and one-to-one commitments',
    'close collaborators, marriage and the people who act as your mirrors',
  ],
  8: ['intimacy, shared resources and deep change', 'trust, what you share with others and what you let go'],
  9: ['travel, study and the search for meaning', 'beliefs, higher learning and far horizons'],
  10: ['career, reputation and your public direction', 'your vocation and the mark you leave on the world'],
  11: ['friendships, groups and hopes for the future', 'community, networks and long-range wishes'],
  12: ['solitude, dreams and the hidden side of life', 'rest, retreat, compassion and your inner life'],
} as const satisfies Record<HouseNumber, readonly string[]>;

/** A short name for each house, for headings and calendar lines ("your 7th house of partnership"). */
export const houseKeywords = {
  1: 'self',
  2: 'resources',
  3: 'communication',
  4: 'home',
  5: 'creativity',
  6: 'daily life',
  7: 'partnership',
  8: 'intimacy',
  9: 'exploration',
  10: 'career',
  11: 'community',
  12: 'retreat',
} as const satisfies Record<HouseNumber, string>;

/** A planet in a house. Slots: {area}, {house} ("5th house"). */
export const planetHouseLines = {
  sun: [
    'Placed in the {house}, your light is meant to shine through {area}.',
    'You find purpose by giving yourself to {area}, the business of your {house}.',
    'This is where you most want to be recognised: {area}.',
  ],
  moon: [
    'In the {house}, you look for comfort and belonging through {area}.',
    'Your moods rise and fall most around {area}, so tending this part of life tends you.',
    'Feeling at home, for you, is bound up with {area}.',
  ],
  mercury: [
    'In the {house}, much of your thinking and talking turns toward {area}.',
    'Your curiosity is busiest around {area}.',
    'You make sense of life by looking closely at {area}.',
  ],
  venus: [
    'In the {house}, pleasure and affection gather around {area}.',
    'You attract ease and goodwill through {area}.',
    'Beauty and kindness come most readily to you in matters of {area}.',
  ],
  mars: [
    'In the {house}, you put your energy and fight into {area}.',
    'Effort and ambition show up most strongly around {area}.',
    'You are quickest to act, and to defend, in matters of {area}.',
  ],
  jupiter: [
    'In the {house}, opportunities tend to grow through {area}.',
    'You are hopeful and generous about {area}, and that hope tends to open doors.',
    'Life seems to widen whenever you say yes to {area}.',
  ],
  saturn: [
    'In the {house}, you take {area} seriously, and steady effort there pays off over time.',
    'Lessons about patience and commitment arrive through {area}.',
    'You may have felt late or unsure about {area}, yet this is where you build lasting skill.',
  ],
  uranus: [
    'In the {house}, surprises and sudden changes of direction come through {area}.',
    'You need freedom and fresh air around {area}.',
  ],
  neptune: [
    'In the {house}, you idealise {area}, which brings inspiration and sometimes blurred boundaries.',
    'Imagination and compassion colour the way you approach {area}.',
  ],
  pluto: [
    'In the {house}, deep and slow transformation works through {area}.',
    'You meet {area} with intensity and a wish to get to the truth.',
  ],
} as const satisfies Record<PlanetId, readonly string[]>;

/** Several planets sharing one house. Slots: {count}, {house}, {area}. */
export const houseEmphasisLines = [
  'With {count} planets gathered here, much of your life’s energy collects around {area}.',
  '{count} planets in one house make {area} a recurring theme, a place you return to again and again.',
  'A cluster of {count} planets puts a spotlight on {area}; growth here tends to ripple into everything else.',
] as const;
