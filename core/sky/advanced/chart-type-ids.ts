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

/**
 * The charts that count forward from birth to the reference date (secondary progressions, the
 * solar return in force): a birth after that date has no such chart, and computing one throws.
 */
export const needsBirthBeforeToday = (type: ChartTypeId): boolean =>
  type === 'progressed' || type === 'solar-return';

/**
 * Progressions and returns are read for noon UTC of the visitor's date, so the chart follows the
 * request. Kept here, free of the chart engine, because the request schema checks births against it.
 */
export const chartReferenceInstant = (date: string): Date => new Date(`${date}T12:00:00Z`);

export const isChartTypeId = (value: unknown): value is ChartTypeId =>
  typeof value === 'string' && (CHART_TYPE_IDS as readonly string[]).includes(value);
