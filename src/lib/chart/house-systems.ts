import { HOUSE_SYSTEM_IDS, HOUSE_SYSTEM_NAMES, type HouseSystemId } from '@core/sky/house-systems';

/** The select lists the systems in the engine's order, Placidus (the default) first. */
export const HOUSE_SYSTEM_OPTIONS = HOUSE_SYSTEM_IDS.map((id) => ({ id, name: HOUSE_SYSTEM_NAMES[id] }));

export const DEFAULT_HOUSE_SYSTEM: HouseSystemId = 'placidus';

/** "Placidus is undefined at this latitude; houses shown in Porphyry." */
export const houseFallbackNote = (fallback: { from: HouseSystemId; to: HouseSystemId }): string =>
  `${HOUSE_SYSTEM_NAMES[fallback.from]} is undefined at this latitude; houses shown in ${HOUSE_SYSTEM_NAMES[fallback.to]}.`;
