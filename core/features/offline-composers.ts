import { composeAdvancedReading } from '../compose/chart/advanced-reading';
import { composeCalendarReading } from './cosmic-calendar/calendar-reading';
import { composeNatalReading } from './birth-chart/natal-reading';
import { composeHoroscope } from '../compose/horoscope';
import { calendarEvents, castBirthChart, computeRequestedChart, isTimeKnown } from '../compose/reading-sky';
import { CHART_TYPES } from '../sky/advanced/chart-types';
import type { FeatureId } from './feature-ids';
import type { ReadingRequest, RequestFor } from './reading-request';

/**
 * The offline composer for every feature, as markdown: what the server answers without a
 * provider key, and what the browser writes itself when the server cannot be reached.
 */
export const offlineComposers = {
  horoscope: ({ sign, period, date }) => composeHoroscope({ sign, period, date }).markdown,
  'birth-chart': (request) =>
    composeNatalReading({
      name: request.person.name,
      chart: castBirthChart(request),
      timeKnown: isTimeKnown(request.person),
    }).markdown,
  'advanced-chart': (request) => {
    const chart = computeRequestedChart(request);
    const type = CHART_TYPES[request.chartType];
    return composeAdvancedReading({
      chartType: request.chartType,
      title: type.title,
      names: {
        first: request.person.name,
        ...(type.requiresTwoSigns && request.partner ? { second: request.partner.name } : {}),
      },
      summary: chart.summary,
      notes: chart.notes,
    }).markdown;
  },
  'cosmic-calendar': ({ sign, category, date }) =>
    composeCalendarReading({ sign, category, date, events: calendarEvents(date) }).markdown,
} satisfies { [Feature in FeatureId]: (request: RequestFor<Feature>) => string };

/** TypeScript cannot correlate the table row with the request across the union; widened once here. */
export const composeReading = (request: ReadingRequest): string =>
  (offlineComposers[request.feature] as (request: ReadingRequest) => string)(request);
