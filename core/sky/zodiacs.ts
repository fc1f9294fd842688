/**
 * The zodiacs a chart can be cast in, as plain data: the contract, pages and prompts name them
 * without loading any astronomy.
 */
export const ZODIAC_IDS = ['tropical', 'sidereal'] as const;
export type ZodiacId = (typeof ZODIAC_IDS)[number];

export const AYANAMSA_IDS = ['lahiri', 'fagan-bradley', 'raman', 'krishnamurti'] as const;
export type AyanamsaId = (typeof AYANAMSA_IDS)[number];

/** How each ayanamsa is written for people. */
export const AYANAMSA_NAMES = {
  lahiri: 'Lahiri (Chitrapaksha)',
  'fagan-bradley': 'Fagan-Bradley',
  raman: 'B. V. Raman',
  krishnamurti: 'Krishnamurti (KP)',
} as const satisfies Record<AyanamsaId, string>;

/** The zodiac of one chart: tropical, or sidereal with the ayanamsa subtracted. */
export type ZodiacChoice = { zodiac: 'tropical' } | { zodiac: 'sidereal'; ayanamsa: AyanamsaId };
