import { useCallback } from 'react';
import type * as JournalRules from '@core/features/dream-journal/journal-entries';
import type { JournalEntry } from '@core/features/dream-journal/journal-entries';
import { useStoredList } from '@/lib/hydration/use-stored-list';
import { loadOnce } from '@/lib/load-once';

type Rules = typeof JournalRules;

/**
 * The journal's schema and rules (zod and the contract), loaded once the page is up rather than
 * with it: the prerendered page draws an empty journal anyway, and its first paint should not
 * wait for them.
 */
const loadJournalRules: () => Promise<Rules> = loadOnce(
  () => import('@core/features/dream-journal/journal-entries'),
);

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

/** The visitor's dream journal, read once the page is up (see useStoredList). */
export function useDreamJournal() {
  const { items: entries, update } = useStoredList({
    loadRules: loadJournalRules,
    read: loadJournal,
    save: saveJournal,
    label: '[dream journal] The journal',
  });
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
