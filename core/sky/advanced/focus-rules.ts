import type { PlanetId } from '../../content/signs';

export const FOCUS_IDS = ['medical', 'financial', 'vocational'] as const;
export type FocusId = (typeof FOCUS_IDS)[number];

/**
 * What a key planet is read for. Ids only: the words for each role are the advanced-chart
 * feature's content.
 */
export const KEY_PLANET_ROLES = [
  'vitality',
  'daily-rhythms',
  'energy',
  'growth',
  'values',
  'discipline',
  'career-direction',
  'purpose',
] as const;
export type KeyPlanetRole = (typeof KEY_PLANET_ROLES)[number];

/** A planet read for its own sake, or the ruler of a house (e.g. the Midheaven's ruler). */
export type KeyPlanetRule =
  { body: PlanetId; role: KeyPlanetRole } | { rulerOfHouse: number; role: KeyPlanetRole };

export interface FocusRule {
  /** The houses a focus reads, in the order a reading takes them. */
  houses: readonly number[];
  keyPlanets: readonly KeyPlanetRule[];
}

/**
 * Which houses and planets each specialised reading looks at. Health: the body (1st), daily
 * care and routine (6th), crises and recovery (8th) and rest and retreat (12th). Money: earned
 * income (2nd), shared and inherited resources (8th), gains from networks (11th). Vocation:
 * the public standing of the Midheaven (10th), daily work (6th) and earning power (2nd).
 */
export const FOCUS_RULES = {
  medical: {
    houses: [1, 6, 8, 12],
    keyPlanets: [
      { body: 'sun', role: 'vitality' },
      { body: 'moon', role: 'daily-rhythms' },
      { body: 'mars', role: 'energy' },
    ],
  },
  financial: {
    houses: [2, 8, 11],
    keyPlanets: [
      { body: 'jupiter', role: 'growth' },
      { body: 'venus', role: 'values' },
    ],
  },
  vocational: {
    houses: [10, 6, 2],
    keyPlanets: [
      { body: 'saturn', role: 'discipline' },
      { rulerOfHouse: 10, role: 'career-direction' },
      { body: 'sun', role: 'purpose' },
    ],
  },
} as const satisfies Record<FocusId, FocusRule>;
