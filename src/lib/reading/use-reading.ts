import { useEffect, useState } from 'react';
import { FALLBACK_TEXTS } from '@core/compose/fallback-texts';
import type { ReadingRequest } from '@core/features/reading-request';
import type { ReadingSource } from '@core/contract/reading';
import { recordReading } from '../profile/profile-store';
import type { CompletionKind } from '../sound/sound-player';

export type ReadingState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'streaming'; text: string }
  | {
      status: 'done';
      text: string;
      source: ReadingSource;
      interrupted: boolean;
      /** The help reply to a message that signals a crisis (see ReadingResult.crisis). */
      crisis?: true;
      /** Written by the composer in this browser because the server could not be reached. */
      composedOnDevice?: true;
    };

export interface ReadingOptions {
  /** The sound a successful reading plays (spec §4 Sound): "divine" on well-being, else "ai". */
  completionSound?: CompletionKind;
}

/**
 * Someone who asks for readings on a page may ask again with the network gone: once the server
 * has answered, the page's offline composer is fetched too, and the service worker keeps it
 * with the page's other files (issue 27: the composers are no longer all precached).
 */
function keepComposerForOffline(request: ReadingRequest): void {
  import('./compose-locally')
    .then(({ loadOfflineComposer }) => loadOfflineComposer(request.feature))
    .catch(() => undefined); // Only a head start: composeLocally loads it again when needed.
}

/**
 * Loads the reading for `request` (null = nothing chosen yet), streaming text as it arrives.
 * A new request cancels the previous one; the server being unreachable falls back to the
 * offline composer so a reading always appears.
 */
export function useReading(
  request: ReadingRequest | null,
  { completionSound = 'ai' }: ReadingOptions = {},
): ReadingState {
  const requestKey = request ? JSON.stringify(request) : null;
  const [state, setState] = useState<{ key: string | null; reading: ReadingState }>({
    key: null,
    reading: { status: 'idle' },
  });

  useEffect(() => {
    if (!requestKey) return;
    const current = JSON.parse(requestKey) as ReadingRequest;
    const controller = new AbortController();
    const show = (reading: ReadingState) => {
      if (!controller.signal.aborted) setState({ key: requestKey, reading });
    };

    // The client (stream parsing, and zod with the stream's schemas) arrives with the first
    // reading asked for: the home page on a first visit shows none until a sign is chosen.
    import('./reading-client')
      .then(({ streamReading }) =>
        streamReading(current, {
          signal: controller.signal,
          onText: (text) => show({ status: 'streaming', text }),
        }).then((result) => {
          keepComposerForOffline(current);
          return result;
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) throw error;
        console.error('Reading service unavailable, composing offline:', error);
        return import('./compose-locally')
          .then(({ composeLocally }) => composeLocally(current))
          .then((result) => ({ ...result, composedOnDevice: true as const }));
      })
      .then((result) => {
        if (controller.signal.aborted) return;
        show({ status: 'done', ...result });
        if (result.source !== 'fallback') {
          recordReading();
          // The sound code arrives with the first finished reading, not with the page.
          // Offline without its chunk there is simply no sound (spec §8: logged quietly).
          import('../sound/use-sound')
            .then(({ notifyReadingComplete }) => notifyReadingComplete(completionSound))
            .catch((error: unknown) => console.info('The reading’s sound could not be loaded:', error));
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Even the local composer failed: end on the spec's fallback text, never an endless spinner.
        console.error('Reading failed:', error);
        show({ status: 'done', text: FALLBACK_TEXTS.horoscope, source: 'fallback', interrupted: false });
      });
    return () => controller.abort();
  }, [requestKey, completionSound]);

  if (!requestKey) return { status: 'idle' };
  // Until the effect for a new request runs, report loading rather than the old reading.
  return state.key === requestKey ? state.reading : { status: 'loading' };
}
