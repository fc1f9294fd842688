import type { MoonPhaseId } from '../../sky/moon-phases';

/** The four quarters of the Lunar Nutrition Calendar (tool spec §2), from the eight phases. */
export const LUNAR_TIDES = ['new', 'waxing', 'full', 'waning'] as const;
export type LunarTide = (typeof LUNAR_TIDES)[number];

export const tideOfPhase = {
  'new-moon': 'new',
  'waxing-crescent': 'waxing',
  'first-quarter': 'waxing',
  'waxing-gibbous': 'waxing',
  'full-moon': 'full',
  'waning-gibbous': 'waning',
  'last-quarter': 'waning',
  'waning-crescent': 'waning',
} as const satisfies Record<MoonPhaseId, LunarTide>;
