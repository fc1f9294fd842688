import type { MoonPhaseId } from '../../sky/moon-phases';

/** The four quarters of the Lunar Nutrition Calendar (tool spec §2), from the eight phases. */
export const DIET_TIDES = ['new', 'waxing', 'full', 'waning'] as const;
export type DietTide = (typeof DIET_TIDES)[number];

export const dietTideOfPhase = {
  'new-moon': 'new',
  'waxing-crescent': 'waxing',
  'first-quarter': 'waxing',
  'waxing-gibbous': 'waxing',
  'full-moon': 'full',
  'waning-gibbous': 'waning',
  'last-quarter': 'waning',
  'waning-crescent': 'waning',
} as const satisfies Record<MoonPhaseId, DietTide>;
