import { ASPECTS, ASPECT_IDS, type Aspect, type AspectPoint, closestAspect } from './aspects';

/**
 * The aspects an astrologer's chart can show: the five Ptolemaic majors and six minors, with a
 * choice of orb table. Plain data and arithmetic, so pages can name and filter them cheaply.
 */
export const CHART_ASPECT_IDS = [
  'conjunction',
  'opposition',
  'trine',
  'square',
  'sextile',
  'quincunx',
  'semi-sextile',
  'semi-square',
  'sesquiquadrate',
  'quintile',
  'bi-quintile',
] as const;
export type ChartAspectId = (typeof CHART_ASPECT_IDS)[number];

type MinorAspectId = Exclude<ChartAspectId, (typeof ASPECT_IDS)[number]>;

/** Exact angles and names; the majors keep the app's one table (`ASPECTS`). */
export const CHART_ASPECTS = {
  ...ASPECTS,
  'semi-sextile': { name: 'Semi-sextile', angle: 30, orb: 2, major: false },
  'semi-square': { name: 'Semi-square', angle: 45, orb: 2, major: false },
  sesquiquadrate: { name: 'Sesquiquadrate', angle: 135, orb: 2, major: false },
  quintile: { name: 'Quintile', angle: 72, orb: 1.5, major: false },
  'bi-quintile': { name: 'Bi-quintile', angle: 144, orb: 1.5, major: false },
} as const satisfies Record<MinorAspectId, { name: string; angle: number; orb: number; major: false }> &
  typeof ASPECTS;

export const ASPECT_SET_IDS = ['usual', 'major', 'all'] as const;
/**
 * `usual`: the app's long-standing set, the majors and the quincunx; `major`: the five Ptolemaic
 * aspects; `all`: every aspect above.
 */
export type AspectSetId = (typeof ASPECT_SET_IDS)[number];

export const ASPECT_SETS = {
  usual: ASPECT_IDS,
  major: CHART_ASPECT_IDS.filter((id) => CHART_ASPECTS[id].major),
  all: CHART_ASPECT_IDS,
} as const satisfies Record<AspectSetId, readonly ChartAspectId[]>;

export const ORB_TABLE_IDS = ['standard', 'tight'] as const;
export type OrbTableId = (typeof ORB_TABLE_IDS)[number];

/**
 * Orbs in degrees. `standard` is the app's table (wide for the strong aspects, narrow for the
 * minors); `tight` suits readers who count only near-exact contacts. Neither widens orbs for the
 * Sun and Moon, so every pair is judged by the same rule.
 */
export const ORB_TABLES = {
  standard: Object.fromEntries(CHART_ASPECT_IDS.map((id) => [id, CHART_ASPECTS[id].orb])) as Record<
    ChartAspectId,
    number
  >,
  tight: {
    conjunction: 5,
    opposition: 5,
    trine: 4,
    square: 4,
    sextile: 3,
    quincunx: 1.5,
    'semi-sextile': 1,
    'semi-square': 1,
    sesquiquadrate: 1,
    quintile: 1,
    'bi-quintile': 1,
  },
} as const satisfies Record<OrbTableId, Record<ChartAspectId, number>>;

export interface AspectChoice {
  set: AspectSetId;
  orbs: OrbTableId;
}

/**
 * Aspects between every point of `first` and every point of `second` from the chosen set and
 * orb table, tightest per pair; the same list twice gives each pair once.
 */
export function chartAspectsBetween<Id extends string>(
  first: readonly AspectPoint<Id>[],
  second: readonly AspectPoint<Id>[],
  { set, orbs }: AspectChoice,
): Aspect<Id, ChartAspectId>[] {
  const types: readonly ChartAspectId[] = ASPECT_SETS[set];
  const table = ORB_TABLES[orbs];
  const ruleOf = (type: ChartAspectId) => ({ angle: CHART_ASPECTS[type].angle, orb: table[type] });
  const found: Aspect<Id, ChartAspectId>[] = [];
  first.forEach((pointA, indexA) => {
    second.forEach((pointB, indexB) => {
      if (first === second && indexB <= indexA) return;
      const aspect = closestAspect(pointA, pointB, types, ruleOf);
      if (aspect) found.push(aspect);
    });
  });
  return found;
}
