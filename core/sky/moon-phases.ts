/**
 * The eight named Moon phases, as plain data so pages and the contract can name them without
 * loading the astronomy code.
 */
export const MOON_PHASE_IDS = [
  'new-moon',
  'waxing-crescent',
  'first-quarter',
  'waxing-gibbous',
  'full-moon',
  'waning-gibbous',
  'last-quarter',
  'waning-crescent',
] as const;
export type MoonPhaseId = (typeof MOON_PHASE_IDS)[number];

export const moonPhaseNames = {
  'new-moon': 'New Moon',
  'waxing-crescent': 'Waxing Crescent',
  'first-quarter': 'First Quarter',
  'waxing-gibbous': 'Waxing Gibbous',
  'full-moon': 'Full Moon',
  'waning-gibbous': 'Waning Gibbous',
  'last-quarter': 'Last Quarter',
  'waning-crescent': 'Waning Crescent',
} as const satisfies Record<MoonPhaseId, string>;

export const moonPhaseEmoji = {
  'new-moon': '🌑',
  'waxing-crescent': '🌒',
  'first-quarter': '🌓',
  'waxing-gibbous': '🌔',
  'full-moon': '🌕',
  'waning-gibbous': '🌖',
  'last-quarter': '🌗',
  'waning-crescent': '🌘',
} as const satisfies Record<MoonPhaseId, string>;

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
