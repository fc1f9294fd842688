import { vi } from 'vitest';
import type { ReadingRequest } from '@core/features/reading-request';
import { type Profile, defaultProfile } from '@core/profile/profile';
import type { UseProfile } from '@/lib/profile/use-profile';
import type { ReadingState } from '@/lib/reading/use-reading';

/**
 * Stand-ins for what a reading page's unit test keeps out of the way: the stored profile (set it
 * per test) and the reading hook (it records every request instead of loading anything).
 *
 * vi.mock needs the module path written in the test file, so a test hands these over as
 *   vi.mock('@/lib/profile/use-profile', async () => (await import('@/testing/reading-page-doubles')).profileHookDouble());
 * and imports `pageDoubles` itself. Vitest gives each test file its own copy of this module.
 */
export const pageDoubles = {
  /** What useProfile answers; a test replaces it before rendering. */
  profile: defaultProfile() as Profile,
  /** Every request the page passed to useReading, null while nothing is chosen. */
  readingRequests: [] as (ReadingRequest | null)[],
  lastRequest: () => pageDoubles.readingRequests.at(-1),
  /** Back to a visitor with no profile and no requests yet. */
  reset() {
    pageDoubles.profile = defaultProfile();
    pageDoubles.readingRequests.length = 0;
  },
};

/** The module `@/lib/profile/use-profile` with a hook that answers `pageDoubles.profile`. */
export function profileHookDouble(): { useProfile: () => UseProfile; useProfileReady: () => boolean } {
  return {
    useProfile: () => ({ profile: pageDoubles.profile, update: vi.fn(), reset: vi.fn(), isComplete: false }),
    useProfileReady: () => true,
  };
}

/** The module `@/lib/reading/use-reading` with a hook that records the request and shows `text` at once. */
export function readingHookDouble(text: string): {
  useReading: (request: ReadingRequest | null) => ReadingState;
} {
  return {
    useReading: (request) => {
      pageDoubles.readingRequests.push(request);
      return request ? { status: 'done', text, source: 'offline', interrupted: false } : { status: 'idle' };
    },
  };
}
