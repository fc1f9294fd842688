import type * as AstrologerChartModule from '@core/sky/astrologer-chart';
import type { AstrologerChart } from '@core/sky/astrologer-chart';
import type * as ChartModule from '@core/sky/chart';
import type { NatalChart } from '@core/sky/chart';
import type { AspectChoice } from '@core/sky/chart-aspects';
import type { HouseSystemId } from '@core/sky/house-systems';
import type { ZodiacChoice } from '@core/sky/zodiacs';

export type ChartEngine = typeof ChartModule & typeof AstrologerChartModule;

let engine: Promise<ChartEngine> | undefined;

/**
 * The chart engine (astronomy-engine and our house and aspect code) as its own chunk, so pages
 * without a chart never download it. Pages that draw charts call this on mount: once the
 * chunk is in memory, charts compute even when the server can no longer be reached.
 */
export function loadChartEngine(): Promise<ChartEngine> {
  engine ??= Promise.all([import('@core/sky/chart'), import('@core/sky/astrologer-chart')])
    .then(([chart, astrologer]) => ({ ...chart, ...astrologer }))
    .catch((error: unknown) => {
      // Let the next call try again (a flaky connection), rather than caching the failure.
      engine = undefined;
      throw error;
    });
  return engine;
}

export interface ChartRequest {
  /** The chart's instant: a Date or an ISO 8601 string (a BirthMoment's `utc`). */
  utc: Date | string;
  /** Both coordinates give houses and angles; leave them out for a chart without a known time. */
  latitude?: number;
  longitude?: number;
  houseSystem?: HouseSystemId;
}

/** A natal chart computed in the browser. */
export async function computeChartInBrowser({
  utc,
  latitude,
  longitude,
  houseSystem,
}: ChartRequest): Promise<NatalChart> {
  const { computeChart: compute } = await loadChartEngine();
  return compute({
    utc: typeof utc === 'string' ? new Date(utc) : utc,
    ...(latitude === undefined || longitude === undefined ? {} : { latitude, longitude }),
    ...(houseSystem ? { houseSystem } : {}),
  });
}

export interface AstrologerChartRequest extends ChartRequest {
  zodiac?: ZodiacChoice;
  aspects?: AspectChoice;
}

/** The chart with every option an astrologer can choose (issue 29), computed in the browser. */
export async function computeAstrologerChartInBrowser({
  utc,
  latitude,
  longitude,
  houseSystem,
  zodiac,
  aspects,
}: AstrologerChartRequest): Promise<AstrologerChart> {
  const { computeAstrologerChart: compute } = await loadChartEngine();
  return compute({
    utc: typeof utc === 'string' ? new Date(utc) : utc,
    ...(latitude === undefined || longitude === undefined ? {} : { latitude, longitude }),
    ...(houseSystem ? { houseSystem } : {}),
    ...(zodiac ? { zodiac } : {}),
    ...(aspects ? { aspects } : {}),
  });
}
