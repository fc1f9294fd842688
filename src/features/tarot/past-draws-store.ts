import { useCallback, useState } from 'react';
import { type PastDraw, parsePastDraws, withPastDraw } from '@core/features/tarot/past-draws';
import { useHydrated } from '@/lib/hydration/use-hydrated';

/**
 * The one place the past tarot draws touch browser storage. A store that cannot be read
 * (private mode, blocked storage, a corrupt value) starts empty; one that refuses writes keeps
 * the list in memory for the visit.
 */
export const PAST_DRAWS_STORAGE_KEY = 'cosmic-guide:tarot-draws';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function loadPastDraws(): PastDraw[] {
  try {
    return parsePastDraws(storage()?.getItem(PAST_DRAWS_STORAGE_KEY) ?? null);
  } catch (error) {
    console.error('[tarot] Could not read past draws; starting with none.', error);
    return [];
  }
}

function savePastDraws(draws: readonly PastDraw[]): void {
  try {
    if (draws.length === 0) storage()?.removeItem(PAST_DRAWS_STORAGE_KEY);
    else storage()?.setItem(PAST_DRAWS_STORAGE_KEY, JSON.stringify(draws));
  } catch (error) {
    console.error('[tarot] Could not save past draws; they are kept for this visit only.', error);
  }
}

export function usePastDraws() {
  // Hydration draws the prerendered, empty list; the page's remount after it reads storage.
  const hydrated = useHydrated();
  const [draws, setDraws] = useState(() => (hydrated ? loadPastDraws() : []));
  const remember = useCallback((draw: PastDraw) => {
    setDraws((current) => {
      const next = withPastDraw(current, draw);
      savePastDraws(next);
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    savePastDraws([]);
    setDraws([]);
  }, []);
  return { draws, remember, clear };
}
