import type { BirthMoment } from '@core/contract/birth-moment';
import type { Profile } from '@core/profile/profile';
import { isIsoDate } from '@core/time/calendar-date';
import { detailsFromProfile, findPlaceByLabel } from '@/lib/chart/details-from-profile';
import { birthDetailsToMoment } from '@/lib/chart/to-birth-moment';

export type ChatBirthFields = Pick<
  Profile,
  'name' | 'birthDate' | 'birthTime' | 'birthPlace' | 'birthLocation'
>;

/**
 * The visitor's birth moment for the chat's chart facts, from the profile: with the birth time
 * and place when the profile holds the place's coordinates and zone, or the place is found again
 * by its saved label; else the birth date alone (a noon chart). Undefined without a name and
 * birth date, which every birth moment needs.
 */
export async function resolveChatBirth(
  profile: ChatBirthFields,
  signal?: AbortSignal,
): Promise<BirthMoment | undefined> {
  if (profile.name.trim() === '' || !isIsoDate(profile.birthDate)) return undefined;
  const details = detailsFromProfile(profile);
  // A stored location needs no search.
  const place =
    details.place ??
    (details.placeMode === 'search' ? await findPlaceByLabel(details.placeQuery.trim(), signal) : null);
  const whole = birthDetailsToMoment({ ...details, place });
  if (whole.moment) return whole.moment;
  return birthDetailsToMoment({
    ...details,
    time: '',
    timeUnknown: true,
    placeMode: 'search',
    placeQuery: '',
    place: null,
  }).moment;
}
