import { useCallback, useState } from 'react';
import {
  type JournalEntry,
  journalExport,
  parseJournal,
  withEntry,
  withoutEntry,
} from '@core/features/dream-journal/journal-entries';
import { useHydrated } from '@/lib/hydration/use-hydrated';

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

export function loadJournal(): JournalEntry[] {
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
export function downloadJournal(entries: readonly JournalEntry[], now = new Date()): void {
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

export function useDreamJournal() {
  // Hydration draws the prerendered, empty list; the page's remount after it reads storage.
  const hydrated = useHydrated();
  const [entries, setEntries] = useState(() => (hydrated ? loadJournal() : []));
  const update = useCallback((change: (current: JournalEntry[]) => JournalEntry[]) => {
    setEntries((current) => {
      const next = change(current);
      saveJournal(next);
      return next;
    });
  }, []);
  const add = useCallback((entry: JournalEntry) => update((current) => withEntry(current, entry)), [update]);
  const remove = useCallback((id: string) => update((current) => withoutEntry(current, id)), [update]);
  const eraseAll = useCallback(() => update(() => []), [update]);
  return { entries, add, remove, eraseAll };
}
