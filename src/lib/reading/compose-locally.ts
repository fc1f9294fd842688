import type * as ComposerModule from '@core/features/offline-composers';
import type { ReadingRequest } from '@core/features/reading-request';
import type { ReadingResult } from './reading-client';

let composer: Promise<typeof ComposerModule> | undefined;

/**
 * Fetches the offline composer's chunk once. Pages that promise to work offline call it on
 * mount, so a reading can still be composed after the network is gone.
 */
export function loadOfflineComposer(): Promise<typeof ComposerModule> {
  composer ??= import('@core/features/offline-composers').catch((error: unknown) => {
    // Let the next call try again rather than keep a failure from a flaky connection.
    composer = undefined;
    throw error;
  });
  return composer;
}

/**
 * The offline composer, run in the browser when the server cannot be reached: the same code
 * the server runs without a provider key, for every feature. Loaded on demand so its sentence
 * banks and the astronomy code stay out of the first page's download.
 */
export async function composeLocally(request: ReadingRequest): Promise<ReadingResult> {
  const { composeReading } = await loadOfflineComposer();
  return { text: composeReading(request), source: 'offline', interrupted: false };
}
