import type { FeatureId } from '@core/features/feature-ids';
import type { ReadingRequest } from '@core/features/reading-request';
import type { ReadingResult } from './reading-client';

type Composer = (request: ReadingRequest) => string;
const composers = new Map<FeatureId, Promise<Composer>>();

/**
 * Fetches one feature's offline composer (its sentence banks, and the sky code when it needs
 * it) once. Pages that promise to work offline call it on mount, so a reading can still be
 * composed after the network is gone.
 */
export function loadOfflineComposer(feature: FeatureId): Promise<Composer> {
  let composer = composers.get(feature);
  if (!composer) {
    composer = import('@core/features/offline-composer-loaders')
      .then(({ loadOfflineComposerFor }) => loadOfflineComposerFor(feature))
      .catch((error: unknown) => {
        // Let the next call try again rather than keep a failure from a flaky connection.
        composers.delete(feature);
        throw error;
      });
    composers.set(feature, composer);
  }
  return composer;
}

/**
 * Whether the chat's composer answered with the crisis help, as the server marks it (`crisis` on
 * its end event): the module is the one the chat's composer already loaded.
 */
async function isCrisisReply(request: ReadingRequest): Promise<boolean> {
  if (request.feature !== 'chat') return false;
  const { isCrisisChatRequest } = await import('@core/features/chat/chat-reply');
  return isCrisisChatRequest(request);
}

/**
 * The offline composer, run in the browser when the server cannot be reached: the same code
 * the server runs without a provider key. Loaded on demand, one feature at a time, so sentence
 * banks and the astronomy code stay out of the page's download. The chat's help reply to a
 * crisis is marked, as the server marks it, so the page keeps no trace of it.
 */
export async function composeLocally(request: ReadingRequest): Promise<ReadingResult> {
  const compose = await loadOfflineComposer(request.feature);
  const text = compose(request);
  const crisis = await isCrisisReply(request);
  return { text, source: 'offline', interrupted: false, ...(crisis ? { crisis: true as const } : {}) };
}
