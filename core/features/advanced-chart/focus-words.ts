import type { FocusId, KeyPlanetRole } from '../../sky/advanced/focus-rules';
import type { Rulership } from '../../sky/advanced/focus-reading';

/** How a ruler is named in a summary line: "modern ruler Pluto", "ruler Saturn". */
export const RULERSHIP_WORDS = {
  modern: 'modern ruler',
  classical: 'classical ruler',
  both: 'ruler',
} as const satisfies Record<Rulership, string>;

export const FOCUS_TITLES = {
  medical: 'Medical',
  financial: 'Financial',
  vocational: 'Vocational',
} as const satisfies Record<FocusId, string>;

/** What each key planet is read for, as a short label for tables and summary lines. */
export const KEY_PLANET_ROLE_WORDS = {
  vitality: 'vitality',
  'daily-rhythms': 'daily rhythms and the body’s needs',
  energy: 'energy, heat and strain',
  growth: 'growth and opportunity',
  values: 'what you value and attract',
  discipline: 'discipline and long-term standing',
  'career-direction': 'career direction',
  purpose: 'purpose and visibility',
} as const satisfies Record<KeyPlanetRole, string>;
