import { useCallback, useEffect, useState } from 'react';
import type * as PastDrawRules from '@core/features/tarot/past-draws';
import type { PastDraw } from '@core/features/tarot/past-draws';
import { useHydrated } from '@/lib/hydration/use-hydrated';

type Rules = typeof PastDrawRules;
let rulesLoading: Promise<Rules> | undefined;

/**
 * The stored draws' schema and rules (zod and the contract), loaded once the page is up rather
 * than with it: the prerendered page draws no past draws anyway.
 */
function loadPastDrawRules(): Promise<Rules> {
  rulesLoading ??= import('@core/features/tarot/past-draws').catch((error: unknown) => {
    // A flaky connection: let the next change try again.
    rulesLoading = undefined;
    throw error;
  });
  return rulesLoading;
}

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

/**
 * The visitor's past draws. Hydration draws the prerendered, empty list; the stored draws follow
 * as soon as their rules have loaded. Changes wait for the same rules, after the stored draws,
 * so a draw made in that moment never replaces them, and a clear is never undone by them.
 */
export function usePastDraws() {
  const hydrated = useHydrated();
  const [draws, setDraws] = useState<PastDraw[]>([]);
  useEffect(() => {
    if (!hydrated) return undefined;
    let current = true;
    loadPastDrawRules().then(
      (rules) => {
        if (current) setDraws(loadPastDraws(rules));
      },
      (error: unknown) => console.error('[tarot] Could not load past draws.', error),
    );
    return () => {
      current = false;
    };
  }, [hydrated]);
  const update = useCallback((change: (rules: Rules, current: PastDraw[]) => PastDraw[]) => {
    loadPastDrawRules().then(
      (rules) =>
        setDraws((current) => {
          const next = change(rules, current);
          savePastDraws(next);
          return next;
        }),
      (error: unknown) => console.error('[tarot] Could not change past draws.', error),
    );
  }, []);
  const remember = useCallback(
    (draw: PastDraw) => update((rules, current) => rules.withPastDraw(current, draw)),
    [update],
  );
  const clear = useCallback(() => update(() => []), [update]);
  return { draws, remember, clear };
}
