import { useCallback, useMemo, useState } from 'react';
import type { BirthMoment } from '@core/contract/birth-moment';
import type { Profile } from '@core/profile/profile';
import { isIsoDate } from '@core/time/calendar-date';
import { detailsFromProfile, useRestoredPlace } from '@/lib/chart/details-from-profile';
import type { PlaceResult } from '@/lib/chart/place-search';
import { birthDetailsToMoment } from '@/lib/chart/to-birth-moment';

/**
 * The visitor's birth moment for the chat's chart facts, from the profile: with the birth time
 * and place when the profile holds the place's coordinates and zone, or the place can be found
 * again by its saved label; else the birth date alone (a noon chart). Undefined without a name
 * and birth date, which every birth moment needs.
 */
export function useChatBirth(
  profile: Pick<Profile, 'name' | 'birthDate' | 'birthTime' | 'birthPlace' | 'birthLocation'>,
): BirthMoment | undefined {
  const { name, birthDate, birthTime, birthPlace, birthLocation } = profile;
  const details = useMemo(
    () => detailsFromProfile({ name, birthDate, birthTime, birthPlace, birthLocation }),
    [name, birthDate, birthTime, birthPlace, birthLocation],
  );
  const [found, setFound] = useState<{ text: string; place: PlaceResult } | null>(null);
  const restore = useCallback((place: PlaceResult, text: string) => setFound({ text, place }), []);
  // A stored location needs no search.
  const searchText =
    details.placeMode === 'search' && details.place === null ? details.placeQuery.trim() : '';
  useRestoredPlace(searchText, restore);

  return useMemo(() => {
    if (name.trim() === '' || !isIsoDate(birthDate)) return undefined;
    const place = details.place ?? (found && found.text === details.placeQuery.trim() ? found.place : null);
    const whole = birthDetailsToMoment({ ...details, place });
    if (whole.moment) return whole.moment;
    const dateOnly = birthDetailsToMoment({
      ...details,
      time: '',
      timeUnknown: true,
      placeMode: 'search',
      placeQuery: '',
      place: null,
    });
    return dateOnly.moment;
  }, [name, birthDate, details, found]);
}
