import { CATEGORY_FILTERS, LEVEL_FILTERS, type CategoryFilter, type LevelFilter } from './book';
import {
  DEFAULT_LIBRARY_FILTERS,
  SIGN_FILTERS,
  type LibraryFilters,
  type SignFilter,
} from './library-filters';

/**
 * The library's filters as a URL query, so a filtered view can be shared and survives a reload. Only
 * filters that differ from the defaults are written; reading is forgiving: an unknown or malformed
 * value falls back to that filter's default without disturbing the others.
 */
export const LIBRARY_QUERY_KEYS = {
  category: 'category',
  search: 'q',
  level: 'level',
  sign: 'sign',
} as const;

/** Long enough for any title or author, short enough that a pasted essay cannot bloat the URL. */
export const MAX_SEARCH_LENGTH = 100;

const pick = <Value extends string>(options: readonly Value[], raw: string | null, fallback: Value): Value =>
  options.find((option) => option.toLowerCase() === raw?.trim().toLowerCase()) ?? fallback;

export const filtersToQuery = (filters: LibraryFilters): string => {
  const query = new URLSearchParams();
  if (filters.category !== 'all') query.set(LIBRARY_QUERY_KEYS.category, filters.category);
  if (filters.search !== '') query.set(LIBRARY_QUERY_KEYS.search, filters.search.slice(0, MAX_SEARCH_LENGTH));
  if (filters.level !== 'all') query.set(LIBRARY_QUERY_KEYS.level, filters.level.toLowerCase());
  if (filters.sign !== 'all') query.set(LIBRARY_QUERY_KEYS.sign, filters.sign);
  return query.toString();
};

/** Accepts `location.search` with or without its '?', or a URLSearchParams the router already parsed. */
export const filtersFromQuery = (query: string | URLSearchParams): LibraryFilters => {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const search = params.get(LIBRARY_QUERY_KEYS.search) ?? DEFAULT_LIBRARY_FILTERS.search;
  return {
    category: pick<CategoryFilter>(CATEGORY_FILTERS, params.get(LIBRARY_QUERY_KEYS.category), 'all'),
    search: search.slice(0, MAX_SEARCH_LENGTH),
    level: pick<LevelFilter>(LEVEL_FILTERS, params.get(LIBRARY_QUERY_KEYS.level), 'all'),
    sign: pick<SignFilter>(SIGN_FILTERS, params.get(LIBRARY_QUERY_KEYS.sign), 'all'),
  };
};
