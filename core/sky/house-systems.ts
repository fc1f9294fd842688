/**
 * The house systems, as plain data: pages, the contract and prompts name them without pulling
 * the house computations (and astronomy-engine) into their bundles.
 */
export const HOUSE_SYSTEM_IDS = [
  'placidus',
  'koch',
  'equal',
  'whole-sign',
  'porphyry',
  'regiomontanus',
  'campanus',
  'alcabitius',
  'topocentric',
  'morinus',
  'meridian',
  'vehlow',
] as const;
export type HouseSystemId = (typeof HOUSE_SYSTEM_IDS)[number];

/** How each system is written for people: page selects, prompts and readings. */
export const HOUSE_SYSTEM_NAMES = {
  placidus: 'Placidus',
  koch: 'Koch',
  equal: 'Equal',
  'whole-sign': 'Whole Sign',
  porphyry: 'Porphyry',
  regiomontanus: 'Regiomontanus',
  campanus: 'Campanus',
  alcabitius: 'Alcabitius',
  topocentric: 'Topocentric (Polich-Page)',
  morinus: 'Morinus',
  meridian: 'Meridian (axial rotation)',
  vehlow: 'Vehlow',
} as const satisfies Record<HouseSystemId, string>;

export const isHouseSystemId = (value: unknown): value is HouseSystemId =>
  typeof value === 'string' && (HOUSE_SYSTEM_IDS as readonly string[]).includes(value);
