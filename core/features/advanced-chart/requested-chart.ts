import { chartMomentOf } from '../../compose/reading-sky';
import type { ChartMoment } from '../../sky/advanced/birth-moment';
import { type ChartTypeId, chartReferenceInstant, needsPartner } from '../../sky/advanced/chart-type-ids';
import { type AdvancedChart, computeAnyAdvancedChart } from '../../sky/advanced/compute-advanced-chart';
import type { ZodiacChoice } from '../../sky/zodiacs';
import type { AdvancedChartRequest } from './advanced-chart-request';

/**
 * The charts read in the zodiac the visitor chose. Progressions and returns stay tropical: their
 * instants are solved from tropical longitudes (the Sun's arc, the Sun or Moon back at its natal
 * place), and a sidereal return is another instant that the chart engine does not solve yet.
 */
const SIDEREAL_READY: ReadonlySet<ChartTypeId> = new Set<ChartTypeId>([
  'synastry',
  'composite',
  'davison',
  'relocation',
  'medical',
  'financial',
  'vocational',
]);

/** The zodiac a request's chart is actually read in: the one asked for where the chart type allows it. */
export function zodiacOfRequest(request: AdvancedChartRequest): ZodiacChoice {
  return request.zodiac && SIDEREAL_READY.has(request.chartType) ? request.zodiac : { zodiac: 'tropical' };
}

/** The advanced chart a request asks for, with what its input lacked, in its house system and zodiac. */
export function computeRequestedChart(request: AdvancedChartRequest): AdvancedChart {
  const twoPeople = needsPartner(request.chartType);
  const zodiac = zodiacOfRequest(request);
  const frame = {
    ...(request.houseSystem ? { houseSystem: request.houseSystem } : {}),
    ...(zodiac.zodiac === 'sidereal' ? { zodiac } : {}),
  };
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
