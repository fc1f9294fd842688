import { useSyncExternalStore } from 'react';
import { isProfileReady, subscribe } from '@/lib/profile/profile-store';

const subscribeToNothing = () => () => {};

/**
 * A key for the part of a page whose state starts from what this browser holds (a form filled
 * from the stored profile, the dream journal, past tarot draws). Hydration draws that part as
 * prerendered, for a first visit; the key then changes and the part mounts afresh, its state
 * now starting from the visitor's own. Pages keep their header outside it, so the text that
 * paints first is never replaced.
 * It switches in the task that commits hydration (useSyncExternalStore), before the visitor
 * can type: a remount after that would throw their words away. src/main.tsx loads a stored
 * profile's rules before hydrating, so the profile is ready by then.
 */
export function useBrowserStateKey(): 'prerendered' | 'in-browser' {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const profileReady = useSyncExternalStore(subscribe, isProfileReady, isProfileReady);
  return inBrowser && profileReady ? 'in-browser' : 'prerendered';
}
