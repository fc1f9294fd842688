import { startTransition, useEffect, useState } from 'react';
import type { PersonalSkyEvent } from '@core/sky/transits/personal-sky-event';
import type { IsoDate } from '@core/time/calendar-date';
import { useHydrated } from '@/lib/hydration/use-hydrated';
import type { ProfileBirth } from './profile-birth-moment';
import { scanPersonalSky } from './scan-personal-sky';

export type PersonalSkyState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; events: readonly PersonalSkyEvent[] }
  | { status: 'failed' };

const startOfLocalDay = (date: IsoDate) => {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
};

/**
 * One person's sky for `days` days from the visitor's local midnight of `today`, scanned in a
 * worker once the page is hydrated (the prerendered page has no profile). Idle without a birth.
 */
export function usePersonalSky(birth: ProfileBirth | null, today: IsoDate, days: number): PersonalSkyState {
  const hydrated = useHydrated();
  const { moment, timeKnown } = birth ?? {};
  const question =
    hydrated && moment
      ? {
          utc: moment.utc,
          timeKnown: timeKnown === true,
          ...(moment.place ? { latitude: moment.place.latitude, longitude: moment.place.longitude } : {}),
          from: startOfLocalDay(today).toISOString(),
          days,
        }
      : null;
  const key = question ? JSON.stringify(question) : null;
  const [state, setState] = useState<{ key: string | null; sky: PersonalSkyState }>({
    key: null,
    sky: { status: 'idle' },
  });

  useEffect(() => {
    if (!key) return undefined;
    let cancelled = false;
    scanPersonalSky(JSON.parse(key) as Parameters<typeof scanPersonalSky>[0])
      .then((events) => {
        // Ninety days of events is a long list to draw: let React draw it between the visitor's input.
        if (!cancelled) startTransition(() => setState({ key, sky: { status: 'ready', events } }));
      })
      .catch((error: unknown) => {
        console.error('The personal sky could not be computed:', error);
        if (!cancelled) setState({ key, sky: { status: 'failed' } });
      });
    return () => {
      cancelled = true;
    };
  }, [key]);

  if (!key) return { status: birth ? 'loading' : 'idle' };
  return state.key === key ? state.sky : { status: 'loading' };
}
