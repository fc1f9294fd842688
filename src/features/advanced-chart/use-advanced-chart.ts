import { useEffect, useState } from 'react';
import type * as CastChartModule from './cast-chart';
import type { AdvancedChartSubmission } from './chart-form-state';
import type { ChartView } from './chart-view';

export type AdvancedChartState =
  | { status: 'idle' }
  | { status: 'computing' }
  | { status: 'done'; view: ChartView }
  | { status: 'failed'; message: string };

/** A chart requested by a card click, with the instant its progressions and returns run to. */
export interface ChartRequestAt {
  submission: AdvancedChartSubmission;
  /** ISO 8601: the moment of the click, so the chart does not move while it is on screen. */
  at: string;
  /** The house system and zodiac from the chart options; a change recasts the chart. */
  frame?: CastChartModule.ChartFrameOptions;
}

let engine: Promise<typeof CastChartModule> | undefined;

/** The chart engine (astronomy and all ten charts) loads with the first chart asked for. */
function loadCastChart(): Promise<typeof CastChartModule> {
  engine ??= import('./cast-chart').catch((error: unknown) => {
    // Let the next click try again (a flaky connection) rather than keep the failure.
    engine = undefined;
    throw error;
  });
  return engine;
}

/** Computes the requested chart in the browser; a new request replaces the one before. */
export function useAdvancedChart(request: ChartRequestAt | null): AdvancedChartState {
  const requestKey = request ? JSON.stringify(request) : null;
  const [state, setState] = useState<{ key: string | null; chart: AdvancedChartState }>({
    key: null,
    chart: { status: 'idle' },
  });

  useEffect(() => {
    if (!requestKey) return undefined;
    const { submission, at, frame } = JSON.parse(requestKey) as ChartRequestAt;
    let current = true;
    loadCastChart()
      .then(({ castChart }) => {
        const view = castChart(submission, new Date(at), frame);
        if (current) setState({ key: requestKey, chart: { status: 'done', view } });
      })
      .catch((error: unknown) => {
        console.error('The chart could not be computed:', error);
        // The form rules out a missing partner or target, so a RangeError means a birth still to come.
        const message =
          error instanceof RangeError
            ? 'This chart runs forward from the birth, which must lie in the past: check the birth date and time.'
            : 'The chart engine could not be loaded. Check your connection and try again.';
        if (current) setState({ key: requestKey, chart: { status: 'failed', message } });
      });
    return () => {
      current = false;
    };
  }, [requestKey]);

  if (!requestKey) return { status: 'idle' };
  return state.key === requestKey ? state.chart : { status: 'computing' };
}
