import { useEffect } from 'react';
import type { Profile } from '@core/profile/profile';
import { isIsoDate } from '@core/time/calendar-date';
import { type BirthDetails, emptyBirthDetails } from '@/lib/chart/birth-details';
import { type PlaceResult, placeLabel, searchPlaces } from '@/lib/chart/place-search';

// What birthDetailsToMoment names a typed location; read back into the coordinate boxes.
const CUSTOM_LOCATION = /^Custom location \((-?\d+(?:\.\d+)?), (-?\d+(?:\.\d+)?)\)$/;

/** The form prefilled from the profile: name, birth date, time and the place's text. */
export function detailsFromProfile(
  profile: Pick<Profile, 'name' | 'birthDate' | 'birthTime' | 'birthPlace'>,
): BirthDetails {
  const details = emptyBirthDetails();
  const custom = CUSTOM_LOCATION.exec(profile.birthPlace);
  return {
    ...details,
    name: profile.name,
    date: isIsoDate(profile.birthDate) ? profile.birthDate : '',
    time: profile.birthTime,
    ...(custom
      ? { placeMode: 'coordinates', latitude: custom[1] ?? '', longitude: custom[2] ?? '' }
      : { placeQuery: profile.birthPlace }),
  };
}

/**
 * The profile keeps only the place's text. When that text is exactly the label of a place the
 * search knows (it is what the form saves), hand that place back so the visitor need not pick it.
 */
export function useRestoredPlace(text: string, restore: (place: PlaceResult, text: string) => void): void {
  useEffect(() => {
    if (text === '' || CUSTOM_LOCATION.test(text)) return undefined;
    const controller = new AbortController();
    const city = text.split(',')[0] ?? text;
    void searchPlaces(city, { signal: controller.signal }).then((places) => {
      const match = places.find((place) => placeLabel(place) === text);
      if (match && !controller.signal.aborted) restore(match, text);
    });
    return () => controller.abort();
  }, [text, restore]);
}
