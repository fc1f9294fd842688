import { startTransition, useEffect, useState } from 'react';
import type { SignId } from '@core/content/signs';
import type { SkyEvent } from '@core/sky/events';
import type { IsoDate } from '@core/time/calendar-date';
import { scanSky } from './scan-sky';
import { startOfLocalDate } from './timeline-model';
import { useHydrated } from '@/lib/hydration/use-hydrated';

/** The 30 days the timeline and the reading both cover (spec §9). */
export const TIMELINE_DAYS = 30;

/** Turns an event into words: what happens, and what it means for one sign. */
export interface EventExplainer {
  describeEvent(event: SkyEvent): string;
  eventMeaningForSign(event: SkyEvent, sign: SignId): string;
}

export type SkyTimelineState =
  | { status: 'loading' }
  | { status: 'ready'; events: readonly SkyEvent[]; explainer: EventExplainer }
  | { status: 'failed' };

/**
 * The real events of the next 30 days, computed in the browser from the visitor's local
 * midnight, in a worker (scan-sky.ts). The astronomy code and the event texts are loaded on
 * demand, so they never weigh on the first paint of this page or any other.
 */
export function useSkyTimeline(today: IsoDate): SkyTimelineState {
  const [state, setState] = useState<{ date: IsoDate; timeline: SkyTimelineState } | null>(null);
  // Until hydration is done `today` is the day the page was prerendered on: no scan for it.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!hydrated) return;
    let cancelled = false;
    Promise.all([
      scanSky(startOfLocalDate(today), TIMELINE_DAYS),
      import('@core/features/cosmic-calendar/describe-event'),
      import('@core/features/cosmic-calendar/event-meaning'),
    ])
      .then(([events, { describeEvent }, { eventMeaningForSign }]) => {
        if (cancelled) return;
        // A month of events is a long list to draw: in a transition React draws it in slices,
        // yielding to the visitor between them, instead of in one blocking task.
        startTransition(() =>
          setState({
            date: today,
            timeline: { status: 'ready', events, explainer: { describeEvent, eventMeaningForSign } },
          }),
        );
      })
      .catch((error: unknown) => {
        console.error('The sky timeline could not be computed:', error);
        if (!cancelled) setState({ date: today, timeline: { status: 'failed' } });
      });
    return () => {
      cancelled = true;
    };
  }, [today, hydrated]);

  // A new day starts a new computation; until it lands, show loading rather than yesterday's sky.
  return state?.date === today ? state.timeline : { status: 'loading' };
}
