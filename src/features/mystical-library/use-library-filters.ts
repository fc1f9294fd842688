import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from '@/lib/navigation/router';
import {
  DEFAULT_LIBRARY_FILTERS,
  type LibraryFilters,
} from '@core/features/mystical-library/library-filters';
import { filtersFromQuery, filtersToQuery } from '@core/features/mystical-library/library-query';

export interface LibraryFilterState {
  filters: LibraryFilters;
  /** Changes some filters; the others keep their values (they combine with AND). */
  update(patch: Partial<LibraryFilters>): void;
  reset(): void;
}

/**
 * The library's filters live in the URL query, so a filtered view survives a reload and can be
 * shared. Every change replaces the history entry rather than pushing one: typing a word must not
 * leave a trail of half-words for the Back button. The search text is also held in local state, so
 * the box follows each keystroke at once even when the router commits the URL in a transition.
 */
export function useLibraryFilters(): LibraryFilterState {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => filtersFromQuery(params), [params]);
  const [search, setSearch] = useState(fromUrl.search);
  // Our own changes replace the entry; a push or Back (the menu link to this page, say) brings a new
  // query, and the search box follows it.
  const location = useLocation();
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (location.navigationType !== 'REPLACE') setSearch(fromUrl.search);
  }
  const filters = useMemo(() => ({ ...fromUrl, search }), [fromUrl, search]);

  const update = useCallback(
    (patch: Partial<LibraryFilters>) => {
      if (patch.search !== undefined) setSearch(patch.search);
      setParams((current) => filtersToQuery({ ...filtersFromQuery(current), ...patch }), { replace: true });
    },
    [setParams],
  );
  const reset = useCallback(() => update(DEFAULT_LIBRARY_FILTERS), [update]);
  return { filters, update, reset };
}
