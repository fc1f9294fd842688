import type { BirthMoment } from '@core/contract/birth-moment';
import type { ChartMoment as EngineMoment } from '@core/sky/advanced/birth-moment';
import { type AdvancedChart, computeAdvancedChart } from '@core/sky/advanced/compute-advanced-chart';
import type { AdvancedChartSubmission } from './chart-form-state';
import { type ChartView, chartView } from './chart-view';

/** The contract's birth moment, as the engine reads it: the instant, and the place when known. */
export const toEngineMoment = (moment: BirthMoment): EngineMoment => ({
  utc: new Date(moment.utc),
  timeKnown: moment.time !== undefined,
  ...(moment.place ? { latitude: moment.place.latitude, longitude: moment.place.longitude } : {}),
});

/**
 * Computes a requested chart and everything the page shows of it. This module is loaded on
 * demand, with the astronomy engine: nothing that needs the engine is imported by the page itself.
 * Progressions and returns run to `now`.
 */
export function castChart(submission: AdvancedChartSubmission, now: Date): ChartView {
  const { person, partner, targetLocation } = submission;
  const chart = computeAdvancedChart(submission.chartType, {
    person: toEngineMoment(person),
    ...(partner ? { partner: toEngineMoment(partner) } : {}),
    ...(targetLocation
      ? { targetLocation: { latitude: targetLocation.latitude, longitude: targetLocation.longitude } }
      : {}),
    today: now,
  }) as AdvancedChart;
  return chartView(chart, submission);
}
