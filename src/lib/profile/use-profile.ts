import { useSyncExternalStore } from 'react';
import { isProfileComplete, type Profile, type ProfilePatch } from '@core/profile/profile';
import { getProfile, resetProfile, subscribe, updateProfile } from './profile-store';

export interface UseProfile {
  profile: Profile;
  /** Merges the patch and saves (spec §4); stable across renders. */
  update(patch: ProfilePatch): void;
  /** Restores the defaults and deletes the stored profile; stable across renders. */
  reset(): void;
  /** Name, sign and birth date are all set. */
  isComplete: boolean;
}

export function useProfile(): UseProfile {
  const profile = useSyncExternalStore(subscribe, getProfile, getProfile);
  return { profile, update: updateProfile, reset: resetProfile, isComplete: isProfileComplete(profile) };
}
