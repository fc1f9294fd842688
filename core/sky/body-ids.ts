import { PLANET_IDS } from '../content/signs';

/**
 * The bodies of a chart, as plain data (no astronomy code), so pages and the wheel can name them
 * cheaply. Chiron is left out on purpose: astronomy-engine has no orbit for it and a Keplerian
 * one drifts by arcminutes within decades, far outside our accuracy budget.
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
