import {
  CHART_TYPE_IDS,
  type ChartTypeId,
  isChartTypeId,
  needsPartner,
  needsTargetLocation,
} from '../../sky/advanced/chart-type-ids';

/**
 * The ten advanced chart types of the spec (§2, §3 "Advanced Charts") as the page and the
 * readings present them. The ids and the flags the computation depends on come from the sky's
 * own table, so a card can never ask for fewer people or places than its chart needs.
 */
export { CHART_TYPE_IDS, type ChartTypeId, isChartTypeId };

export const CHART_CATEGORIES = ['relationship', 'personal', 'specialized'] as const;
export type ChartCategory = (typeof CHART_CATEGORIES)[number];

/** Card hints, worded exactly as the spec prints them. */
export const CHART_HINTS = {
  twoPeople: 'Requires two people',
  birthTime: 'Birth time recommended',
  location: 'Location required',
} as const;
export type ChartHint = (typeof CHART_HINTS)[keyof typeof CHART_HINTS];

export interface ChartType {
  id: ChartTypeId;
  title: string;
  description: string;
  category: ChartCategory;
  /** Accent colour of the card, a CSS hex colour; one hue per category. */
  color: string;
  requiresTwoSigns: boolean;
  requiresBirthTime: boolean;
  requiresLocation: boolean;
}

/**
 * What a card asks for. Every chart is computed without a birth time too (with a stand-in
 * time and no houses), so the time is only ever recommended.
 */
const requirementsOf = (id: ChartTypeId) => ({
  requiresTwoSigns: needsPartner(id),
  requiresBirthTime: true,
  requiresLocation: needsTargetLocation(id),
});

const CATEGORY_COLORS = {
  relationship: '#ec4899',
  personal: '#8b5cf6',
  specialized: '#14b8a6',
} as const satisfies Record<ChartCategory, string>;

export const CHART_TYPES = {
  synastry: {
    id: 'synastry',
    title: 'Synastry',
    description:
      'Two birth charts laid one around the other, showing where each person’s planets touch the other’s.',
    category: 'relationship',
    color: CATEGORY_COLORS.relationship,
    ...requirementsOf('synastry'),
  },
  composite: {
    id: 'composite',
    title: 'Composite Chart',
    description:
      'One chart for the bond itself, built from the halfway points between both people’s planets.',
    category: 'relationship',
    color: CATEGORY_COLORS.relationship,
    ...requirementsOf('composite'),
  },
  davison: {
    id: 'davison',
    title: 'Davison Chart',
    description:
      'The sky at the moment and place halfway between two births, read as the birth chart of the relationship.',
    category: 'relationship',
    color: CATEGORY_COLORS.relationship,
    ...requirementsOf('davison'),
  },
  progressed: {
    id: 'progressed',
    title: 'Progressed Chart',
    description:
      'Your birth chart moved forward one day for each year you have lived, tracing slow inner growth.',
    category: 'personal',
    color: CATEGORY_COLORS.personal,
    ...requirementsOf('progressed'),
  },
  'solar-return': {
    id: 'solar-return',
    title: 'Solar Return',
    description:
      'The chart of the moment the Sun comes back to its birth position, setting the tone of your year.',
    category: 'personal',
    color: CATEGORY_COLORS.personal,
    ...requirementsOf('solar-return'),
  },
  'lunar-return': {
    id: 'lunar-return',
    title: 'Lunar Return',
    description: 'The chart of the Moon’s monthly return to its birth position, a guide to the weeks ahead.',
    category: 'personal',
    color: CATEGORY_COLORS.personal,
    ...requirementsOf('lunar-return'),
  },
  relocation: {
    id: 'relocation',
    title: 'Relocation Chart',
    description:
      'Your birth moment recast for another place, showing which life areas a move brings forward.',
    category: 'specialized',
    color: CATEGORY_COLORS.specialized,
    ...requirementsOf('relocation'),
  },
  medical: {
    id: 'medical',
    title: 'Medical Chart',
    description:
      'The houses of body, routine and recovery and the planets ruling them, for reflection on well-being, never a diagnosis.',
    category: 'specialized',
    color: CATEGORY_COLORS.specialized,
    ...requirementsOf('medical'),
  },
  financial: {
    id: 'financial',
    title: 'Financial Chart',
    description: 'The houses of earnings, shared resources and gains, with the planets that rule them.',
    category: 'specialized',
    color: CATEGORY_COLORS.specialized,
    ...requirementsOf('financial'),
  },
  vocational: {
    id: 'vocational',
    title: 'Vocational Chart',
    description: 'Your Midheaven, daily work and resources read together to point toward a fitting calling.',
    category: 'specialized',
    color: CATEGORY_COLORS.specialized,
    ...requirementsOf('vocational'),
  },
} as const satisfies Record<ChartTypeId, ChartType>;

export const chartTypeList: readonly ChartType[] = CHART_TYPE_IDS.map((id) => CHART_TYPES[id]);

/** The hints a card shows, in the spec's order. */
export function chartHints(type: ChartType): ChartHint[] {
  return [
    ...(type.requiresTwoSigns ? [CHART_HINTS.twoPeople] : []),
    ...(type.requiresBirthTime ? [CHART_HINTS.birthTime] : []),
    ...(type.requiresLocation ? [CHART_HINTS.location] : []),
  ];
}
