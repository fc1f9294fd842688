import { useSyncExternalStore } from 'react';
import type { Profile, ProfilePatch } from '@core/profile/profile';
import { isProfileComplete } from '@core/profile/profile-basics';
import {
  firstVisitProfile,
  getProfile,
  isProfileReady,
  resetProfile,
  subscribe,
  updateProfile,
} from './profile-store';

export interface UseProfile {
  profile: Profile;
  /**
   * Merges the patch and saves (spec §4); stable across renders. Settles true once the profile
   * holds the patch, false when it could not be saved.
   */
  update(patch: ProfilePatch): Promise<boolean>;
  /** Restores the defaults and deletes the stored profile; stable across renders. */
  reset(): void;
  /** Name, sign and birth date are all set. */
  isComplete: boolean;
}

/**
 * The prerendered pages were drawn with the first visit's profile, so hydration draws it too; a
 * stored one follows in the next render.
 */
export function useProfile(): UseProfile {
  const profile = useSyncExternalStore(subscribe, getProfile, () => firstVisitProfile);
  return { profile, update: updateProfile, reset: resetProfile, isComplete: isProfileComplete(profile) };
}

/**
 * Whether the stored profile has been read: at once without one, a moment after the start with
 * one (its rules load first). False while prerendering and hydrating, like the profile itself.
 */
export function useProfileReady(): boolean {
  return useSyncExternalStore(subscribe, isProfileReady, () => false);
}
