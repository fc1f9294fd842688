import type { HouseNumber } from '../../compose/chart/bank/house-lines';
import type { PlanetId } from '../../content/signs';

/**
 * The calendar's own vocabulary for houses and planets. Every phrase is a bare noun phrase
 * (no leading article, no verb that would need to agree with it), so it reads the same after
 * "around", "for" or "with" in any sentence of the banks.
 */

/** What each whole-sign house is about, two ways of saying it. */
export const calendarHouseAreas = {
  1: ['your body, your looks and the way you meet people', 'first impressions and your own fresh starts'],
  2: ['money, possessions and what you value', 'your income and your sense of self-worth'],
  3: ['conversations, errands and short trips', 'siblings, neighbours and everyday learning'],
  4: ['home, family and your private roots', 'the people you live with and the place you come home to'],
  5: ['romance, play and creative work', 'children, hobbies and the things you do for joy'],
  6: ['daily routines, work tasks and health habits', 'your workload and the care you give your body'],
  7: ['partnerships, close allies and open rivals', 'the one-to-one relationships in your life'],
  8: ['shared money, intimacy and deep change', 'debts, trust and what you hold in common with others'],
  9: ['travel, study and your wider beliefs', 'long journeys, teachers and big questions'],
  10: ['career, reputation and public goals', 'your standing at work and the direction of your life'],
  11: ['friends, groups and hopes for the future', 'your circle, your networks and long-range wishes'],
  12: ['rest, solitude and what happens behind the scenes', 'sleep, retreat and quiet inner work'],
} as const satisfies Record<HouseNumber, readonly [string, string]>;

/** What a planet stands for when it moves, stations or turns: its matters, as a noun phrase. */
export const planetThemes = {
  sun: 'purpose, vitality and pride',
  moon: 'moods, needs and comfort',
  mercury: 'messages, plans and paperwork',
  venus: 'affection, pleasure and spending',
  mars: 'drive, ambition and friction',
  jupiter: 'growth, luck and big plans',
  saturn: 'duties, limits and long-term commitments',
  uranus: 'freedom, surprises and sudden change',
  neptune: 'dreams, ideals and intuition',
  pluto: 'power, secrets and deep renewal',
} as const satisfies Record<PlanetId, string>;
