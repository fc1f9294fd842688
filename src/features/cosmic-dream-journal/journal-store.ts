import { useCallback, useEffect, useState } from 'react';
import type * as JournalRules from '@core/features/dream-journal/journal-entries';
import type { JournalEntry } from '@core/features/dream-journal/journal-entries';
import { useHydrated } from '@/lib/hydration/use-hydrated';

type Rules = typeof JournalRules;
let rulesLoading: Promise<Rules> | undefined;

/**
 * The journal's schema and rules (zod and the contract), loaded once the page is up rather than
 * with it: the prerendered page draws an empty journal anyway, and its first paint should not
 * wait for them.
 */
function loadJournalRules(): Promise<Rules> {
  rulesLoading ??= import('@core/features/dream-journal/journal-entries').catch((error: unknown) => {
    // A flaky connection: let the next change try again.
    rulesLoading = undefined;
    throw error;
  });
  return rulesLoading;
}

/**
 * The one place the dream journal touches browser storage. A store that cannot be read
 * (private mode, blocked storage, a corrupt value) starts empty and the page goes on; one that
 * refuses writes keeps the journal in memory for the visit.
 */
export const JOURNAL_STORAGE_KEY = 'cosmic-guide:dream-journal';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function loadJournal({ parseJournal }: Rules): JournalEntry[] {
  try {
    return parseJournal(storage()?.getItem(JOURNAL_STORAGE_KEY) ?? null);
  } catch (error) {
    console.error('[dream journal] Could not read the journal; starting with none.', error);
    return [];
  }
}

function saveJournal(entries: readonly JournalEntry[]): void {
  try {
    if (entries.length === 0) storage()?.removeItem(JOURNAL_STORAGE_KEY);
    else storage()?.setItem(JOURNAL_STORAGE_KEY, JSON.stringify(entries));
  } catch (error) {
    console.error('[dream journal] Could not save the journal; it is kept for this visit only.', error);
  }
}

/** Offers the whole journal as a JSON file the visitor keeps. */
export async function downloadJournal(entries: readonly JournalEntry[], now = new Date()): Promise<void> {
  const { journalExport } = await loadJournalRules();
  const blob = new Blob([journalExport(entries, now)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `cosmic-dream-journal-${now.toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The visitor's dream journal. Hydration draws the prerendered, empty list; the stored entries
 * follow as soon as the journal's rules have loaded. Changes wait for the same rules, after the
 * stored entries, so a dream saved in that moment never replaces the ones already kept.
 */
export function useDreamJournal() {
  const hydrated = useHydrated();
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  useEffect(() => {
    if (!hydrated) return undefined;
    let current = true;
    loadJournalRules().then(
      (rules) => {
        if (current) setEntries(loadJournal(rules));
      },
      (error: unknown) => console.error('[dream journal] Could not load the journal.', error),
    );
    return () => {
      current = false;
    };
  }, [hydrated]);
  const update = useCallback((change: (rules: Rules, current: JournalEntry[]) => JournalEntry[]) => {
    loadJournalRules().then(
      (rules) =>
        setEntries((current) => {
          const next = change(rules, current);
          saveJournal(next);
          return next;
        }),
      (error: unknown) => console.error('[dream journal] Could not change the journal.', error),
    );
  }, []);
  const add = useCallback(
    (entry: JournalEntry) => update((rules, current) => rules.withEntry(current, entry)),
    [update],
  );
  const remove = useCallback(
    (id: string) => update((rules, current) => rules.withoutEntry(current, id)),
    [update],
  );
  const eraseAll = useCallback(() => update(() => []), [update]);
  return { entries, add, remove, eraseAll };
}
