/**
 * The ten advanced chart computations, typed from their ids. Only what the computation needs
 * lives here; each chart type's title, description and card content is the advanced-chart
 * feature's (core/features/advanced-chart/chart-types.ts).
 */
export const CHART_TYPE_IDS = [
  'synastry',
  'composite',
  'davison',
  'progressed',
  'solar-return',
  'lunar-return',
  'relocation',
  'medical',
  'financial',
  'vocational',
] as const;
export type ChartTypeId = (typeof CHART_TYPE_IDS)[number];

/** The charts computed from two births; the rest read one person's. */
export const TWO_PERSON_CHART_TYPE_IDS = [
  'synastry',
  'composite',
  'davison',
] as const satisfies readonly ChartTypeId[];

export const needsPartner = (type: ChartTypeId): boolean =>
  (TWO_PERSON_CHART_TYPE_IDS as readonly ChartTypeId[]).includes(type);

/** The chart cast at a place other than the birthplace: it cannot run without one. */
export const needsTargetLocation = (type: ChartTypeId): boolean => type === 'relocation';

export const isChartTypeId = (value: unknown): value is ChartTypeId =>
  typeof value === 'string' && (CHART_TYPE_IDS as readonly string[]).includes(value);
