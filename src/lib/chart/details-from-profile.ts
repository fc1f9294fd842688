import { useEffect } from 'react';
import type { BirthLocation, Profile } from '@core/profile/profile';
import { isIsoDate } from '@core/time/calendar-date';
import { type BirthDetails, emptyBirthDetails } from '@/lib/chart/birth-details';
import { type PlaceResult, placeDisplayName, searchPlaces } from '@/lib/chart/place-search';

// What birthDetailsToMoment names a typed location; read back into the coordinate boxes.
const CUSTOM_LOCATION = /^Custom location \((-?\d+(?:\.\d+)?), (-?\d+(?:\.\d+)?)\)$/;

type ProfileBirth = Pick<Profile, 'name' | 'birthDate' | 'birthTime' | 'birthPlace'> &
  Partial<Pick<Profile, 'birthLocation'>>;

/**
 * A stored location as the place a search would have found: the form and birthDetailsToMoment
 * read only its label, coordinates and zone, and the label comes back whole from placeDisplayName.
 */
export function placeFromLocation(location: BirthLocation): PlaceResult {
  return {
    id: `profile:${location.latitude},${location.longitude}`,
    name: location.label,
    region: null,
    country: '',
    countryCode: '',
    latitude: location.latitude,
    longitude: location.longitude,
    timeZone: location.timeZone,
    population: 0,
  };
}

/**
 * The form prefilled from the profile: name, birth date and time, and the place: the stored
 * location when there is one (no search needed), else the place's text for useRestoredPlace.
 */
export function detailsFromProfile(profile: ProfileBirth): BirthDetails {
  const details = emptyBirthDetails();
  const base = {
    ...details,
    name: profile.name,
    date: isIsoDate(profile.birthDate) ? profile.birthDate : '',
    time: profile.birthTime,
  };
  const location = profile.birthLocation;
  const custom = CUSTOM_LOCATION.exec(profile.birthPlace);
  if (custom) {
    return {
      ...base,
      placeMode: 'coordinates',
      latitude: custom[1] ?? '',
      longitude: custom[2] ?? '',
      coordinateZone: location?.timeZone ?? details.coordinateZone,
    };
  }
  if (location && location.label === profile.birthPlace) {
    return { ...base, placeQuery: location.label, place: placeFromLocation(location) };
  }
  return { ...base, placeQuery: profile.birthPlace };
}

/**
 * The profile keeps only the place's text. When that text is exactly the label of a place the
 * search knows (it is what the form saves), hand that place back so the visitor need not pick it.
 */
export function useRestoredPlace(text: string, restore: (place: PlaceResult, text: string) => void): void {
  useEffect(() => {
    const controller = new AbortController();
    void findPlaceByLabel(text, controller.signal).then((place) => {
      if (place && !controller.signal.aborted) restore(place, text);
    });
    return () => controller.abort();
  }, [text, restore]);
}

/** The place whose label is exactly `text`, searched for by its city; null when none is. */
export async function findPlaceByLabel(text: string, signal?: AbortSignal): Promise<PlaceResult | null> {
  if (text === '' || CUSTOM_LOCATION.test(text)) return null;
  const city = text.split(',')[0] ?? text;
  const places = await searchPlaces(city, { signal });
  return places.find((place) => placeDisplayName(place) === text) ?? null;
}
