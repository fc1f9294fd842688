import type { ReadingSource } from '../../contract/reading';

/**
 * The angelic service's status check (tool spec §4, §8): a test reading longer than 50
 * characters means online; anything else, degraded, with the spec's two messages.
 */
export const HEALTHY_TEXT_MIN_LENGTH = 50;
export const ANGELIC_ONLINE_MESSAGE = 'Cosmic Intelligence is flowing perfectly';
export const ANGELIC_DEGRADED_MESSAGE =
  'Cosmic Intelligence is experiencing minor disruptions, using divine fallbacks';

export interface AngelicStatus {
  status: 'online' | 'degraded';
  message: string;
  /** Who wrote the test reading: the provider, the offline composer (no key) or a fallback. */
  source: ReadingSource;
}

/**
 * A fallback text or a reading broken off midway is the "divine fallbacks" case whatever its
 * length; the offline composer is the service working as designed without a key.
 */
export function angelicStatusOf(text: string, source: ReadingSource, interrupted = false): AngelicStatus {
  const healthy = source !== 'fallback' && !interrupted && text.trim().length > HEALTHY_TEXT_MIN_LENGTH;
  return healthy
    ? { status: 'online', message: ANGELIC_ONLINE_MESSAGE, source }
    : { status: 'degraded', message: ANGELIC_DEGRADED_MESSAGE, source };
}
