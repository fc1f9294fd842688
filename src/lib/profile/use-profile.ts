import { useSyncExternalStore } from 'react';
import type { Profile, ProfilePatch } from '@core/profile/profile';
import { defaultProfile, isProfileComplete } from '@core/profile/profile-basics';
import { getProfile, isProfileReady, resetProfile, subscribe, updateProfile } from './profile-store';

export interface UseProfile {
  profile: Profile;
  /** Merges the patch and saves (spec §4); stable across renders. */
  update(patch: ProfilePatch): void;
  /** Restores the defaults and deletes the stored profile; stable across renders. */
  reset(): void;
  /** Name, sign and birth date are all set. */
  isComplete: boolean;
}

/**
 * What the prerendered pages were drawn with, and so what hydration must draw too: the profile
 * of a first visit. The stored one follows in the next render (see useHydrated).
 */
const PRERENDERED_PROFILE: Profile = defaultProfile();

export function useProfile(): UseProfile {
  const profile = useSyncExternalStore(subscribe, getProfile, () => PRERENDERED_PROFILE);
  return { profile, update: updateProfile, reset: resetProfile, isComplete: isProfileComplete(profile) };
}

/**
 * Whether the stored profile has been read: at once without one, a moment after the start with
 * one (its rules load first). False while prerendering and hydrating, like the profile itself.
 */
export function useProfileReady(): boolean {
  return useSyncExternalStore(subscribe, isProfileReady, () => false);
}
