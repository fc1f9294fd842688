import { useSyncExternalStore } from 'react';
import { isProfileReady, subscribe } from '@/lib/profile/profile-store';

const subscribeToNothing = () => () => {};

/** Every key the app stores under (profile, sound, dream journal, past tarot draws). */
const APP_STORAGE_PREFIX = 'cosmic-guide:';

let storedWhenFirstAsked: boolean | undefined;

/**
 * Whether this browser held anything of the app's when the first page hydrated. Read once: a
 * profile saved later must not remount a page the visitor is using.
 */
function browserHeldState(): boolean {
  storedWhenFirstAsked ??= (() => {
    try {
      return Object.keys(window.localStorage).some((key) => key.startsWith(APP_STORAGE_PREFIX));
    } catch {
      // Storage refused (private mode, blocked): the app keeps nothing, so nothing differs.
      return false;
    }
  })();
  return storedWhenFirstAsked;
}

/**
 * A key for the part of a page whose state starts from what this browser holds (a form filled
 * from the stored profile, the dream journal, past tarot draws). Hydration draws that part as
 * prerendered, for a first visit; when the browser holds something of the app's, the key then
 * changes and the part mounts afresh, its state now starting from the visitor's own. A first
 * visit holds nothing, and its page is not drawn twice (the remount was a third of the birth
 * chart's blocking time). Pages keep their header outside it, so the text that paints first is
 * never replaced.
 * It switches in the task that commits hydration (useSyncExternalStore), before the visitor
 * can type: a remount after that would throw their words away. src/main.tsx loads a stored
 * profile's rules before hydrating, so the profile is ready by then.
 */
export function useBrowserStateKey(): 'prerendered' | 'in-browser' {
  const inBrowserWithState = useSyncExternalStore(subscribeToNothing, browserHeldState, () => false);
  const profileReady = useSyncExternalStore(subscribe, isProfileReady, isProfileReady);
  return inBrowserWithState && profileReady ? 'in-browser' : 'prerendered';
}
