import { useEffect, useState } from 'react';
import type { BirthMoment } from '@core/contract/birth-moment';
import type { AstrologerChart } from '@core/sky/astrologer-chart';
import { type BirthDayFacts, describeBirthDay } from '@/lib/chart/birth-day';
import { computeAstrologerChartInBrowser, loadChartEngine } from '@/lib/chart/compute-chart';
import type { ChartOptions } from '@/lib/chart/use-chart-options';
import type { LocalClock } from '@/lib/chart/local-clock';
import { loadOfflineComposer } from '@/lib/reading/compose-locally';
import { useDrawnByBrowserAlone } from '@/lib/hydration/use-hydrated';

/** What a submit of the form fixes: the moment as resolved then, whatever is typed afterwards. */
export interface ChartSubmission {
  moment: BirthMoment;
  clock: LocalClock;
  timeKnown: boolean;
}

export type BirthChartState =
  | { status: 'idle' }
  | { status: 'computing' }
  | { status: 'ready'; chart: AstrologerChart; day: BirthDayFacts | null }
  | { status: 'failed' };

/**
 * Computes the chart in the browser (the engine is a lazy chunk, at hand before it is needed so
 * a chart can still be cast if the server becomes unreachable), in the chosen zodiac with the
 * chosen aspects. Houses only when both the time and the place are known; for an unknown time,
 * also what the whole birth day allows.
 */
export function useBirthChart(
  submission: ChartSubmission | null,
  { houseSystem, zodiac, aspects }: ChartOptions,
): BirthChartState {
  const [state, setState] = useState<{ for: unknown; chart: BirthChartState }>({
    for: null,
    chart: { status: 'idle' },
  });
  const housed = submission?.timeKnown === true && submission.moment.place !== undefined;
  const key = submission ? { submission, houseSystem: housed ? houseSystem : null, zodiac, aspects } : null;
  const keyText = key ? JSON.stringify(key) : null;

  // Both the chart and its reading must still work if the network goes after the page loads.
  // A page opened from its own address prefetches them from its HTML (src/app/offline-modules.ts)
  // and runs them only when asked; one reached by a later navigation loads them now.
  const drawnAlone = useDrawnByBrowserAlone();
  useEffect(() => {
    if (!drawnAlone) return;
    void loadChartEngine().catch((error: unknown) =>
      console.error('The chart engine could not be loaded:', error),
    );
    void loadOfflineComposer('birth-chart').catch((error: unknown) =>
      console.error('The offline composer could not be loaded:', error),
    );
  }, [drawnAlone]);

  useEffect(() => {
    if (!keyText || !submission) return undefined;
    let cancelled = false;
    const { moment, clock, timeKnown } = submission;
    const place = timeKnown ? moment.place : undefined;
    (async () => {
      const chart = await computeAstrologerChartInBrowser({
        utc: moment.utc,
        zodiac,
        aspects,
        ...(place ? { latitude: place.latitude, longitude: place.longitude, houseSystem } : {}),
      });
      const day = timeKnown
        ? null
        : await describeBirthDay({
            date: moment.date,
            clock,
            noon: chart,
            // The day's range in the same zodiac as the chart, or a sidereal Moon would meet tropical bounds.
            compute: (utc) => computeAstrologerChartInBrowser({ utc, zodiac }),
          });
      if (!cancelled) setState({ for: keyText, chart: { status: 'ready', chart, day } });
    })().catch((error: unknown) => {
      console.error('The birth chart could not be computed:', error);
      if (!cancelled) setState({ for: keyText, chart: { status: 'failed' } });
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyText holds the submission and the options: a profile save that rebuilds the same zodiac object must not recompute
  }, [keyText]);

  if (!keyText) return { status: 'idle' };
  return state.for === keyText ? state.chart : { status: 'computing' };
}
