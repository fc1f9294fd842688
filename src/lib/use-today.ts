import { useEffect, useState } from 'react';
import { type IsoDate, localIsoDate } from '@core/time/calendar-date';

/**
 * The visitor's local date, refreshed when the tab becomes visible again, so a page left open
 * overnight asks for the new day's reading.
 */
export function useToday(): IsoDate {
  const [today, setToday] = useState(localIsoDate);
  useEffect(() => {
    const refresh = () => setToday(localIsoDate());
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, []);
  return today;
}
