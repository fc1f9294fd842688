import type { MoonPhaseId } from '../sky/moon-phases';

/** Today's Moon named with its article, so a sentence reads "Under a waxing crescent Moon in Leo". */
export const moonPhasePhrases = {
  'new-moon': 'the New Moon',
  'waxing-crescent': 'a waxing crescent Moon',
  'first-quarter': 'a first-quarter Moon',
  'waxing-gibbous': 'a waxing gibbous Moon',
  'full-moon': 'the Full Moon',
  'waning-gibbous': 'a waning gibbous Moon',
  'last-quarter': 'a last-quarter Moon',
  'waning-crescent': 'a waning crescent Moon',
} as const satisfies Record<MoonPhaseId, string>;
