import { chartMomentOf } from '../../compose/reading-sky';
import type { ChartMoment } from '../../sky/advanced/birth-moment';
import { chartReferenceInstant, needsPartner } from '../../sky/advanced/chart-type-ids';
import { type AdvancedChart, computeAnyAdvancedChart } from '../../sky/advanced/compute-advanced-chart';
import type { ZodiacChoice } from '../../sky/zodiacs';
import type { AdvancedChartRequest } from './advanced-chart-request';
import { chartFrameFor, zodiacForChart } from './chart-frame-choice';

/** The zodiac a request's chart is actually read in: the one asked for where the chart type allows it. */
export const zodiacOfRequest = (request: AdvancedChartRequest): ZodiacChoice => zodiacForChart(request);

/** The advanced chart a request asks for, with what its input lacked, in its house system and zodiac. */
export function computeRequestedChart(request: AdvancedChartRequest): AdvancedChart {
  const twoPeople = needsPartner(request.chartType);
  const frame = chartFrameFor(request);
  const momentOf = (person: AdvancedChartRequest['person']): ChartMoment => ({
    ...chartMomentOf(person),
    ...frame,
  });
  return computeAnyAdvancedChart(request.chartType, {
    person: momentOf(request.person),
    ...(twoPeople && request.partner ? { partner: momentOf(request.partner) } : {}),
    ...(request.targetLocation ? { targetLocation: request.targetLocation } : {}),
    today: chartReferenceInstant(request.date),
  });
}
