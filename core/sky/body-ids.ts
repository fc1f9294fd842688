import { PLANET_IDS } from '../content/signs';

/**
 * The bodies of a chart, as plain data (no astronomy code), so pages and the wheel can name them
 * cheaply. Chiron and Lilith are in EXTRA_BODY_IDS below: only the astrologer's chart has them.
 */

/** Bodies with a physical position: the Sun, the Moon and Mercury to Pluto. */
export const PHYSICAL_BODY_IDS = PLANET_IDS;
export type PhysicalBodyId = (typeof PHYSICAL_BODY_IDS)[number];

export const BODY_IDS = [...PHYSICAL_BODY_IDS, 'meanNode', 'trueNode'] as const;
export type BodyId = (typeof BODY_IDS)[number];

/** Mercury to Pluto: the bodies that station and turn retrograde. */
export type PlanetBodyId = Exclude<PhysicalBodyId, 'sun' | 'moon'>;
export const PLANET_BODY_IDS: readonly PlanetBodyId[] = PHYSICAL_BODY_IDS.filter(
  (id): id is PlanetBodyId => id !== 'sun' && id !== 'moon',
);

/**
 * The points an astrologer's chart adds to the bodies: Chiron (1900–2100) and Black Moon Lilith
 * (the mean lunar apogee). Kept apart from BODY_IDS so the readings that name every body do not
 * meet points they have no words for.
 */
export const EXTRA_BODY_IDS = ['chiron', 'lilith'] as const;
export type ExtraBodyId = (typeof EXTRA_BODY_IDS)[number];
export type ChartBodyId = BodyId | ExtraBodyId;
