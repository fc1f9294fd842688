import type { BirthMoment } from '@core/contract/birth-moment';
import { type ChartFrameChoice, chartFrameFor } from '@core/features/advanced-chart/chart-frame-choice';
import type { ChartFrame } from '@core/sky/advanced/birth-moment';
import type { ChartMoment as EngineMoment } from '@core/sky/advanced/birth-moment';
import { type AdvancedChart, computeAdvancedChart } from '@core/sky/advanced/compute-advanced-chart';
import type { AdvancedChartSubmission } from './chart-form-state';
import { type ChartView, chartView } from './chart-view';

/** The contract's birth moment, as the engine reads it: the instant, and the place when known. */
export const toEngineMoment = (moment: BirthMoment, frame: ChartFrame = {}): EngineMoment => ({
  utc: new Date(moment.utc),
  timeKnown: moment.time !== undefined,
  ...(moment.place ? { latitude: moment.place.latitude, longitude: moment.place.longitude } : {}),
  ...frame,
});

/** The house system and zodiac chosen in the page's chart options. */
export type ChartFrameOptions = Omit<ChartFrameChoice, 'chartType'>;

/**
 * Computes a requested chart and everything the page shows of it. This module is loaded on
 * demand, with the astronomy engine: nothing that needs the engine is imported by the page itself.
 * Progressions and returns run to `now`. The frame follows the same rule as the reading's
 * (progressions and returns stay tropical), so the wheel shows the chart the reading reads.
 */
export function castChart(
  submission: AdvancedChartSubmission,
  now: Date,
  options: ChartFrameOptions = {},
): ChartView {
  const { person, partner, targetLocation } = submission;
  const frame = chartFrameFor({ chartType: submission.chartType, ...options });
  const chart = computeAdvancedChart(submission.chartType, {
    person: toEngineMoment(person, frame),
    ...(partner ? { partner: toEngineMoment(partner, frame) } : {}),
    ...(targetLocation
      ? { targetLocation: { latitude: targetLocation.latitude, longitude: targetLocation.longitude } }
      : {}),
    today: now,
  }) as AdvancedChart;
  return chartView(chart, submission);
}
