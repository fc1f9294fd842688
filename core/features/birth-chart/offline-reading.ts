import { castBirthChart, isTimeKnown } from '../../compose/reading-sky';
import type { z } from '../../contract/zod-mini';
import type { birthChartRequestSchema } from './birth-chart-request';
import { composeNatalReading } from './natal-reading';

/** This feature's reading written offline, as markdown: one row of `offlineComposers`, loadable alone. */
export const composeOffline: (request: z.infer<typeof birthChartRequestSchema>) => string = (request) =>
  composeNatalReading({
    name: request.person.name,
    chart: castBirthChart(request),
    timeKnown: isTimeKnown(request.person),
  }).markdown;
