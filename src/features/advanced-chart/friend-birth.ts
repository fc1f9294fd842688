import type { BirthMoment } from '@core/contract/birth-moment';
import type { FriendBirth } from '@core/profile/friend-link';
import { UNNAMED_FRIEND } from '@core/profile/friend-link-fragment';
import { calendarDateLabel } from '@core/time/calendar-date';
import { type BirthDetails, emptyBirthDetails } from '@/lib/chart/birth-details';
import { type ChartFormState, applyChartFormPatch } from './chart-form-state';

export type FriendBirthSource = { ok: true; birth: FriendBirth } | { ok: false; message: string };

export const DETAILS_MISSING =
  'Your birth details are not complete yet. Fill in “Your details” (choose Synastry above) or save them in your profile, then come back here.';
export const PLACE_MISSING =
  'Add your birth place, picked from the suggestions or as coordinates with a named time zone: your friend’s device needs it to cast your chart as yours does.';

/**
 * What the visitor's own resolved birth gives a friend link: the place is required, with its
 * IANA zone (a fixed offset typed by hand cannot be carried), and the name only when asked.
 */
export function friendBirthOf(moment: BirthMoment | undefined, includeName: boolean): FriendBirthSource {
  if (!moment) return { ok: false, message: DETAILS_MISSING };
  const { place } = moment;
  if (!place?.timeZone) return { ok: false, message: PLACE_MISSING };
  return {
    ok: true,
    birth: {
      ...(includeName ? { name: moment.name } : {}),
      date: moment.date,
      ...(moment.time ? { time: moment.time } : {}),
      place: {
        name: place.name,
        latitude: place.latitude,
        longitude: place.longitude,
        timeZone: place.timeZone,
      },
    },
  };
}

/**
 * A friend's birth as the partner's fieldset holds it: the place as if picked from the
 * suggestions, so the form shows its name and casts with its zone, and can still be edited.
 */
export function detailsOfFriend(birth: FriendBirth): BirthDetails {
  const { place } = birth;
  return {
    ...emptyBirthDetails(),
    name: birth.name ?? UNNAMED_FRIEND,
    date: birth.date,
    time: birth.time ?? '',
    timeUnknown: !birth.time,
    placeQuery: place.name,
    place: {
      id: 'friend-link',
      name: place.name,
      region: null,
      country: '',
      countryCode: '',
      latitude: place.latitude,
      longitude: place.longitude,
      timeZone: place.timeZone,
      population: 0,
    },
  };
}

/** The lines the page shows of a birth that came in a link. */
export function friendBirthLines(birth: FriendBirth): { label: string; value: string }[] {
  const { place } = birth;
  return [
    {
      label: 'Born',
      value: `${calendarDateLabel(birth.date)}, ${birth.time ? `at ${birth.time}` : 'time not known'}`,
    },
    {
      label: 'Place',
      value: `${place.name} (${place.latitude}, ${place.longitude}; ${place.timeZone})`,
    },
  ];
}

/** The form once a friend link is read: its birth becomes the partner's, and decides their sign. */
export const withFriendAsPartner = (form: ChartFormState, birth: FriendBirth): ChartFormState =>
  applyChartFormPatch(form, { partner: detailsOfFriend(birth) });
