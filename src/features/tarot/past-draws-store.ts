import { useCallback } from 'react';
import type * as PastDrawRules from '@core/features/tarot/past-draws';
import type { PastDraw } from '@core/features/tarot/past-draws';
import { useStoredList } from '@/lib/hydration/use-stored-list';
import { loadOnce } from '@/lib/load-once';

type Rules = typeof PastDrawRules;

/**
 * The stored draws' schema and rules (zod and the contract), loaded once the page is up rather
 * than with it: the prerendered page draws no past draws anyway.
 */
const loadPastDrawRules: () => Promise<Rules> = loadOnce(() => import('@core/features/tarot/past-draws'));

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

export function loadPastDraws({ parsePastDraws }: Rules): PastDraw[] {
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

/** The visitor's past draws, read once the page is up (see useStoredList). */
export function usePastDraws() {
  const { items: draws, update } = useStoredList({
    loadRules: loadPastDrawRules,
    read: loadPastDraws,
    save: savePastDraws,
    label: '[tarot] Past draws',
  });
  const remember = useCallback(
    (draw: PastDraw) => update((rules, current) => rules.withPastDraw(current, draw)),
    [update],
  );
  const clear = useCallback(() => update(() => []), [update]);
  return { draws, remember, clear };
}
