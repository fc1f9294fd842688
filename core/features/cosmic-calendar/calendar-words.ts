import type { HouseNumber } from '../../compose/chart/bank/house-lines';
import type { PlanetId } from '../../content/signs';

/**
 * The calendar's own vocabulary for houses and planets. Every phrase is a bare noun phrase
 * (no leading article, no verb that would need to agree with it), so it reads the same after
 * "around", "for" or "with" in any sentence of the banks.
 */

/** What each whole-sign house is about, two ways of saying it. */
export const calendarHouseAreas = {
  1: ['your body and the way you meet people', 'first impressions and your own fresh starts'],
  2: ['money and the things you value', 'your income and your sense of self-worth'],
  3: ['conversations and short trips', 'siblings and neighbours and everyday learning'],
  4: ['home and family and your private roots', 'the people you live with and the place you come home to'],
  5: ['romance and play and creative work', 'children and the hobbies you keep for joy'],
  6: ['daily routines and health habits', 'your workload and the care you give your body'],
  7: ['partnerships and close companions', 'the one-to-one relationships in your life'],
  8: ['shared money and intimacy', 'debts and trust and what you hold in common'],
  9: ['travel and study and your wider beliefs', 'distant journeys and big questions'],
  10: ['career and public goals', 'your position at work and the direction of your life'],
  11: ['friends and hopes for the future', 'your circle and long-range wishes'],
  12: ['rest and what happens behind the scenes', 'sleep and quiet inner work'],
} as const satisfies Record<HouseNumber, readonly [string, string]>;

/** What a planet stands for when it moves, stations or turns: its matters, as a noun phrase. */
export const planetThemes = {
  sun: 'purpose and vitality and pride',
  moon: 'moods and needs and comfort',
  mercury: 'messages and plans and paperwork',
  venus: 'affection and pleasure and spending',
  mars: 'drive and ambition and friction',
  jupiter: 'growth and luck and big plans',
  saturn: 'duties and limits and long-term commitments',
  uranus: 'freedom and surprises and sudden change',
  neptune: 'dreams and ideals and intuition',
  pluto: 'power and secrets and deep renewal',
} as const satisfies Record<PlanetId, string>;
