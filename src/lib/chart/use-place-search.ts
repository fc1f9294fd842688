import { useEffect, useState } from 'react';
import { type PlaceResult, type PlaceSearch, searchPlaces } from './place-search';

/** Long enough to skip the keystrokes of a fast typist, short enough to feel instant. */
export const PLACE_SEARCH_DEBOUNCE_MS = 150;

export type PlaceSearchState =
  | { status: 'idle'; places: readonly PlaceResult[] }
  | { status: 'searching'; places: readonly PlaceResult[] }
  | { status: 'done'; places: readonly PlaceResult[] };

const NONE: readonly PlaceResult[] = [];

/**
 * Suggestions for the text typed, searched ~150 ms after the last keystroke. Each new query
 * cancels the search before it, so an older, slower answer can never replace a newer one.
 * An empty query means "do not search".
 */
export function usePlaceSearch(query: string, search: PlaceSearch = searchPlaces): PlaceSearchState {
  const text = query.trim();
  const [answer, setAnswer] = useState<{ text: string; places: readonly PlaceResult[] }>({
    text: '',
    places: NONE,
  });

  useEffect(() => {
    if (text === '') return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void search(text, { signal: controller.signal }).then((places) => {
        if (!controller.signal.aborted) setAnswer({ text, places });
      });
    }, PLACE_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, search]);

  if (text === '') return { status: 'idle', places: NONE };
  // While the next answer is on its way, keep showing the previous list rather than flickering.
  return answer.text === text
    ? { status: 'done', places: answer.places }
    : { status: 'searching', places: answer.places };
}
