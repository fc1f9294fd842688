import { computeRequestedChart } from '@core/features/advanced-chart/requested-chart';
import type { z } from '../../contract/zod-mini';
import type { advancedChartRequestSchema } from './advanced-chart-request';
import { composeAdvancedReading } from './advanced-reading';
import { chartFrameOf, chartFrameSentence } from './chart-frame-note';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof advancedChartRequestSchema>) => string = (request) => {
  const frameNote = chartFrameSentence(chartFrameOf(request));
  return composeAdvancedReading({
    chart: computeRequestedChart(request),
    names: { first: request.person.name, ...(request.partner ? { second: request.partner.name } : {}) },
    ...(frameNote ? { frameNote } : {}),
  }).markdown;
};
