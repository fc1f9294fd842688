import { useEffect, useState } from 'react';
import { type IsoDate, localIsoDate } from '@core/time/calendar-date';
import { useHydrated } from '@/lib/hydration/use-hydrated';

/**
 * The day the pages were prerendered on (set by vite.config.ts for both the browser build and
 * the prerender build). Hydration must draw what the prerender drew, so until it is done the
 * date is this one; absent in tests and `npm run dev`, where nothing is prerendered.
 */
const PRERENDER_DATE = import.meta.env.VITE_PRERENDER_DATE as IsoDate | undefined;

/**
 * The visitor's local date, refreshed when the tab becomes visible again, so a page left open
 * overnight asks for the new day's reading.
 */
export function useToday(): IsoDate {
  const hydrated = useHydrated();
  const [today, setToday] = useState(localIsoDate);
  useEffect(() => {
    const refresh = () => setToday(localIsoDate());
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, []);
  return hydrated || PRERENDER_DATE === undefined ? today : PRERENDER_DATE;
}
