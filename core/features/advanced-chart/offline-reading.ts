import { computeRequestedChart } from '@core/features/advanced-chart/requested-chart';
import type { z } from '../../contract/zod-mini';
import type { advancedChartRequestSchema } from './advanced-chart-request';
import { composeAdvancedReading } from './advanced-reading';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof advancedChartRequestSchema>) => string = (request) =>
  composeAdvancedReading({
    chart: computeRequestedChart(request),
    names: { first: request.person.name, ...(request.partner ? { second: request.partner.name } : {}) },
  }).markdown;
