import { isTimeKnown } from '../../compose/reading-sky';
import { castBirthChart } from '@core/features/birth-chart/birth-chart-sky';
import type { z } from '../../contract/zod-mini';
import type { birthChartRequestSchema } from './birth-chart-request';
import { composeNatalReading } from './natal-reading';

/** This feature's reading written offline, as markdown: its recipe's `composeOffline`, loadable alone. */
export const composeOffline: (request: z.infer<typeof birthChartRequestSchema>) => string = (request) =>
  composeNatalReading({
    name: request.person.name,
    chart: castBirthChart(request),
    timeKnown: isTimeKnown(request.person),
  }).markdown;
