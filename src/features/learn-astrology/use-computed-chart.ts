import { useEffect, useState } from 'react';
import type { NatalChart } from '@core/sky/chart';
import { type ChartRequest, computeChartInBrowser } from '@/lib/chart/compute-chart';

export type ComputedChart =
  { status: 'loading' } | { status: 'ready'; chart: NatalChart } | { status: 'failed' };

/**
 * A chart computed in the browser (the chart engine is its own chunk, fetched on first use). The
 * request is read once per `key`, so a caller can build it inline without recomputing on every render.
 */
export function useComputedChart(key: string, request: () => ChartRequest): ComputedChart {
  // Each outcome remembers its key, so a new key reads as loading without a reset in the effect.
  const [state, setState] = useState<{ key: string; outcome: ComputedChart } | null>(null);
  useEffect(() => {
    let live = true;
    computeChartInBrowser(request()).then(
      (chart) => live && setState({ key, outcome: { status: 'ready', chart } }),
      () => live && setState({ key, outcome: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
    // The key names the request; the builder is a fresh closure each render by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state?.key === key ? state.outcome : { status: 'loading' };
}
