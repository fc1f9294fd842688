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
