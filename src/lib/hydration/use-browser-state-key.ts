import { useProfileReady } from '@/lib/profile/use-profile';
import { useHydrated } from './use-hydrated';

/**
 * A key for the part of a page whose state starts from what this browser holds (a form filled
 * from the stored profile, the dream journal, past tarot draws). Hydration draws that part as
 * prerendered, for a first visit; once hydrated and the stored profile is read, the key changes
 * and the part mounts afresh, its state now starting from the visitor's own. Pages keep their
 * header outside it, so the text that paints first is never replaced.
 */
export function useBrowserStateKey(): 'prerendered' | 'in-browser' {
  const hydrated = useHydrated();
  const profileReady = useProfileReady();
  return hydrated && profileReady ? 'in-browser' : 'prerendered';
}
