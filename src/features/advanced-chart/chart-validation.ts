import type { SignId } from '@core/content/signs';
import type { ChartType } from '@core/features/advanced-chart/chart-types';

/** The alert texts of tool spec §5 (Advanced Charts), worded exactly as the spec prints them. */
export const CHART_ALERTS = {
  noFirstSign: 'Please select your zodiac sign first.',
  noSecondSign: 'Please select both zodiac signs for this chart type.',
  noPerson: 'Please fill in your name and birth date.',
  noPartner: 'Please fill in both names and birth dates for relationship charts.',
} as const;
export type ChartAlert = (typeof CHART_ALERTS)[keyof typeof CHART_ALERTS];

/** What the spec's checks read from the form, named after the spec's form fields. */
export interface ChartFormSnapshot {
  firstSign: SignId | null;
  secondSign: SignId | null;
  name1: string;
  birthDate1: string;
  name2: string;
  birthDate2: string;
}

type ChartNeeds = Pick<ChartType, 'requiresTwoSigns'>;

const isBlank = (value: string) => value.trim() === '';

/**
 * The spec's checks as a table, in the spec's order: the first that fails gives the alert.
 * Birth time and places are optional; the spec applies no location check, even for relocation
 * (the page asks for the target place inline instead, without an alert).
 */
const CHECKS: readonly { fails(state: ChartFormSnapshot, type: ChartNeeds): boolean; alert: ChartAlert }[] = [
  { fails: (state) => state.firstSign === null, alert: CHART_ALERTS.noFirstSign },
  {
    fails: (state, type) => type.requiresTwoSigns && state.secondSign === null,
    alert: CHART_ALERTS.noSecondSign,
  },
  { fails: (state) => isBlank(state.name1) || isBlank(state.birthDate1), alert: CHART_ALERTS.noPerson },
  {
    fails: (state, type) => type.requiresTwoSigns && (isBlank(state.name2) || isBlank(state.birthDate2)),
    alert: CHART_ALERTS.noPartner,
  },
];

/** The alert a click on a chart card must show, or null when the request may go ahead. */
export function validateChartRequest(state: ChartFormSnapshot, type: ChartNeeds): ChartAlert | null {
  return CHECKS.find((check) => check.fails(state, type))?.alert ?? null;
}
