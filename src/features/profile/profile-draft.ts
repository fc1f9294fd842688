import { signForIsoDate } from '@core/content/signs';
import type { Profile, ProfilePatch } from '@core/profile/profile';
import { toggleGoal } from '@core/profile/profile-options';
import { type IsoDate, isIsoDate, localIsoDate } from '@core/time/calendar-date';
import { BIRTH_DATE_RANGE_MESSAGE, isBirthDateInRange } from '@core/time/birth-date-rules';
import type { BirthDetails } from '@/lib/chart/birth-details';
import { type FieldProblem, readBirthPlace } from '@/lib/chart/birth-place';
import { detailsFromProfile } from '@/lib/chart/details-from-profile';

/**
 * The copy of the profile's fields the form edits (tool spec §4): nothing reaches the stored
 * profile until Save, and Cancel throws the copy away. The birth fields are the same
 * BirthDetails the chart pages use, so the place is picked with the same search and zone.
 */
export interface ProfileDraft {
  /** Name, birth date, time and place; `name` is the profile's name. */
  birth: BirthDetails;
  currentFocus: string;
  spiritualGoals: string[];
  /** The zodiac the chart pages start from. */
  chartZodiac: Profile['chartZodiac'];
}

/** Longest place text the profile keeps (core/profile TEXT_LIMITS.birthPlace). */
const PLACE_LIMIT = 120;

export function draftFromProfile(profile: Profile): ProfileDraft {
  return {
    birth: detailsFromProfile(profile),
    currentFocus: profile.currentFocus,
    spiritualGoals: [...profile.spiritualGoals],
    chartZodiac: profile.chartZodiac,
  };
}

export const toggleDraftGoal = (draft: ProfileDraft, goal: string): ProfileDraft => ({
  ...draft,
  spiritualGoals: toggleGoal(draft.spiritualGoals, goal),
});

export type DraftSaving =
  { kind: 'patch'; patch: ProfilePatch } | { kind: 'problems'; problems: FieldProblem[] };

/**
 * What Save writes. The place is the picked suggestion with its coordinates and zone, or the
 * text as typed (the spec keeps the place free text; such a place has no coordinates yet), or
 * typed coordinates, which must be readable. A changed birth date brings the sign it falls in
 * (core spec §3 ranges): the birth date is the better witness than a sign picked earlier on
 * some reading page; an unchanged date leaves the sign alone.
 */
export function savingOf(draft: ProfileDraft, stored: Profile, today: IsoDate = localIsoDate()): DraftSaving {
  const { birth } = draft;
  // The chart pages' rule: a birth date from 1 January 1800 to today (a future date is no birth).
  if (birth.date !== '' && !isBirthDateInRange(birth.date, today))
    return { kind: 'problems', problems: [{ field: 'date', message: BIRTH_DATE_RANGE_MESSAGE }] };
  const reading = readBirthPlace(birth);
  let place: Pick<Profile, 'birthPlace' | 'birthLocation'>;
  if (reading.status === 'known') {
    const label = reading.place.name.slice(0, PLACE_LIMIT);
    const { latitude, longitude, timeZone } = reading.place;
    place = {
      birthPlace: label,
      birthLocation: timeZone ? { label, latitude, longitude, timeZone } : null,
    };
  } else if (reading.status === 'problems' && birth.placeMode === 'coordinates') {
    return { kind: 'problems', problems: reading.problems };
  } else {
    place = { birthPlace: birth.placeQuery.trim().slice(0, PLACE_LIMIT), birthLocation: null };
  }

  const birthDate = isIsoDate(birth.date) ? birth.date : '';
  const dateChanged = birthDate !== '' && birthDate !== stored.birthDate;
  const derivedSign = dateChanged ? signForIsoDate(birthDate)?.id : undefined;
  return {
    kind: 'patch',
    patch: {
      name: birth.name.trim(),
      birthDate,
      birthTime: birth.time,
      ...place,
      currentFocus: draft.currentFocus,
      spiritualGoals: [...draft.spiritualGoals],
      chartZodiac: draft.chartZodiac,
      ...(derivedSign ? { zodiacSign: derivedSign } : {}),
    },
  };
}
