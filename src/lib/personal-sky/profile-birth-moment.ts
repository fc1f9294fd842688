import type { BirthMoment } from '@core/contract/birth-moment';
import type { Profile } from '@core/profile/profile';
import { detailsFromProfile } from '@/lib/chart/details-from-profile';
import { birthDetailsToMoment } from '@/lib/chart/to-birth-moment';

export interface ProfileBirth {
  moment: BirthMoment;
  timeKnown: boolean;
  /** Houses and angles need both the clock time and the place. */
  housesKnown: boolean;
}

type ProfileFields = Pick<Profile, 'name' | 'birthDate' | 'birthTime' | 'birthPlace' | 'birthLocation'>;

/**
 * The profile's birth as a chart moment, or null when it has no usable birth date. A place kept
 * only as text (never picked from the search) is left out rather than searched for: the sky is
 * then read without houses, which the pages say plainly. A profile without a name is addressed
 * as "You".
 */
export function profileBirthMoment(profile: ProfileFields): ProfileBirth | null {
  if (profile.birthDate === '') return null;
  const details = detailsFromProfile({ ...profile, name: profile.name.trim() || 'You' });
  const placed = details.placeMode === 'coordinates' || details.place !== null;
  const result = birthDetailsToMoment(placed ? details : { ...details, placeQuery: '' });
  if (!result.moment) return null;
  return {
    moment: result.moment,
    timeKnown: result.timeKnown,
    housesKnown: result.timeKnown && result.moment.place !== undefined,
  };
}
