import { chartMomentOf } from '../../compose/reading-sky';
import { chartReferenceInstant, needsPartner } from '../../sky/advanced/chart-type-ids';
import { type AdvancedChart, computeAnyAdvancedChart } from '../../sky/advanced/compute-advanced-chart';
import type { AdvancedChartRequest } from './advanced-chart-request';

/** The advanced chart a request asks for, with what its input lacked. */
export function computeRequestedChart(request: AdvancedChartRequest): AdvancedChart {
  const twoPeople = needsPartner(request.chartType);
  return computeAnyAdvancedChart(request.chartType, {
    person: chartMomentOf(request.person),
    ...(twoPeople && request.partner ? { partner: chartMomentOf(request.partner) } : {}),
    ...(request.targetLocation ? { targetLocation: request.targetLocation } : {}),
    today: chartReferenceInstant(request.date),
  });
}
