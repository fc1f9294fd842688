import type { ChartFrame } from '../../sky/advanced/birth-moment';
import type { ChartTypeId } from '../../sky/advanced/chart-type-ids';
import type { HouseSystemId } from '../../sky/house-systems';
import type { ZodiacChoice } from '../../sky/zodiacs';

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

/** What a visitor asked of an advanced chart's drawing; either may be absent. */
export interface ChartFrameChoice {
  chartType: ChartTypeId;
  houseSystem?: HouseSystemId | undefined;
  zodiac?: ZodiacChoice | undefined;
}

/** The zodiac a chart is actually read in: the one asked for where the chart type allows it. */
export const zodiacForChart = ({ chartType, zodiac }: ChartFrameChoice): ZodiacChoice =>
  zodiac && SIDEREAL_READY.has(chartType) ? zodiac : { zodiac: 'tropical' };

/**
 * The frame the engine casts with. Shared by the server's reading and the page's in-browser cast,
 * so the wheel and the tables show the very chart the reading reads.
 */
export function chartFrameFor(choice: ChartFrameChoice): ChartFrame {
  const zodiac = zodiacForChart(choice);
  return {
    ...(choice.houseSystem ? { houseSystem: choice.houseSystem } : {}),
    ...(zodiac.zodiac === 'sidereal' ? { zodiac } : {}),
  };
}
