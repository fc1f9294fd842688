import type { ReadingRequest } from '@core/features/reading-request';
import type { ReadingResult } from './reading-client';

/**
 * The offline composer, run in the browser when the server cannot be reached: the same code
 * the server runs without a provider key, for every feature. Loaded on demand so its sentence
 * banks and the astronomy code stay out of the first page's download.
 */
export async function composeLocally(request: ReadingRequest): Promise<ReadingResult> {
  const { composeReading } = await import('@core/features/offline-composers');
  return { text: composeReading(request), source: 'offline', interrupted: false };
}
