import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

export interface StoredListOptions<Rules, Item> {
  /** Loads the list's rules (its schema and helpers) on demand: the same promise each time. */
  loadRules(): Promise<Rules>;
  /** Reads the stored list with the rules; a store that cannot be read gives an empty list. */
  read(rules: Rules): Item[];
  /** Writes the list back to storage. */
  save(items: readonly Item[]): void;
  /** Names the list in the console when its rules cannot load, e.g. "[tarot] past draws". */
  label: string;
}

/**
 * A list kept in browser storage whose rules (a zod schema and its helpers) load once the page
 * is up rather than before its first paint. Hydration draws the prerendered, empty list; the
 * stored items follow as soon as the rules arrive. A change waits for the same rules, after the
 * stored items, so one made in that moment never replaces them and a clear is never undone by
 * them. Pass module-level functions: the hook's effects follow them.
 */
export function useStoredList<Rules, Item>({ loadRules, read, save, label }: StoredListOptions<Rules, Item>) {
  const hydrated = useHydrated();
  const [items, setItems] = useState<Item[]>([]);
  useEffect(() => {
    if (!hydrated) return undefined;
    let current = true;
    loadRules().then(
      (rules) => {
        if (current) setItems(read(rules));
      },
      (error: unknown) => console.error(`${label}: could not be loaded.`, error),
    );
    return () => {
      current = false;
    };
  }, [hydrated, loadRules, read, label]);
  const update = useCallback(
    (change: (rules: Rules, current: Item[]) => Item[]) => {
      loadRules().then(
        (rules) =>
          setItems((current) => {
            const next = change(rules, current);
            save(next);
            return next;
          }),
        (error: unknown) => console.error(`${label}: the change could not be saved.`, error),
      );
    },
    [loadRules, save, label],
  );
  return { items, update };
}
