import type { MoonPhaseId } from '../sky/moon-phases';

/** The eight phases in words, for readings and prompts; core/sky itself holds no prose. */

/** The phase as an adjective of "Moon", so "a waxing crescent Moon" and "the Moon is full" both read. */
export const moonPhaseAdjectives = {
  'new-moon': 'new',
  'waxing-crescent': 'waxing crescent',
  'first-quarter': 'first-quarter',
  'waxing-gibbous': 'waxing gibbous',
  'full-moon': 'full',
  'waning-gibbous': 'waning gibbous',
  'last-quarter': 'last-quarter',
  'waning-crescent': 'waning crescent',
} as const satisfies Record<MoonPhaseId, string>;

/** The phase as the Moon with its article: "Under the Full Moon", "With a waxing crescent Moon". */
export const moonPhaseNounPhrases = {
  'new-moon': 'the New Moon',
  'waxing-crescent': 'a waxing crescent Moon',
  'first-quarter': 'a first-quarter Moon',
  'waxing-gibbous': 'a waxing gibbous Moon',
  'full-moon': 'the Full Moon',
  'waning-gibbous': 'a waning gibbous Moon',
  'last-quarter': 'a last-quarter Moon',
  'waning-crescent': 'a waning crescent Moon',
} as const satisfies Record<MoonPhaseId, string>;
