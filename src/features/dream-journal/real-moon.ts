import { useEffect, useState } from 'react';
import type * as DailySky from '@core/sky/daily-sky';
import type { MoonPhaseId } from '@core/sky/moon-phases';
import type { IsoDate } from '@core/time/calendar-date';

/**
 * The real Moon of a dream's night comes from the sky module, which brings astronomy-engine
 * (20 KB). It loads once the page is up rather than before its first paint; until then no
 * phase is preselected, and the page fills one in when it arrives.
 */
let sky: typeof DailySky | undefined;
let loading: Promise<typeof DailySky> | undefined;

/** The Moon's phase on `date`, or null while the sky module is still on its way. */
export function realMoonPhase(date: IsoDate): MoonPhaseId | null {
  return sky ? sky.skyForDate(date).moon.phase : null;
}

/**
 * Starts loading the sky module on mount. When it arrives, the component draws again and
 * `onLoad` runs, so the page can preselect the Moon of a form drawn before it knew it.
 */
export function useRealMoon(onLoad: () => void): void {
  const [ready, setReady] = useState(sky !== undefined);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loading ??= import('@core/sky/daily-sky').then((module) => (sky = module));
    loading.then(
      () => {
        if (!live) return;
        setReady(true);
        onLoad();
      },
      (error: unknown) => {
        // A later mount tries again (a flaky connection); the form works without a preselection.
        loading = undefined;
        console.error('[dream journal] Could not load the sky to preselect the Moon phase.', error);
      },
    );
    return () => {
      live = false;
    };
  }, [ready, onLoad]);
}
