import { SIGN_IDS, type SignId } from '../../content/signs';
import type { Book, CategoryFilter, LevelFilter } from './book';
import { LIBRARY_BOOKS } from './library-books';

/** The zodiac row: 'All' plus each sign (spec §2). */
export type SignFilter = 'all' | SignId;
export const SIGN_FILTERS: readonly SignFilter[] = ['all', ...SIGN_IDS];

/** What the visitor has chosen on the library page; 'all' and an empty search mean no filter. */
export interface LibraryFilters {
  category: CategoryFilter;
  search: string;
  level: LevelFilter;
  sign: SignFilter;
}

export const DEFAULT_LIBRARY_FILTERS: LibraryFilters = {
  category: 'all',
  search: '',
  level: 'all',
  sign: 'all',
};

/**
 * Folded for matching: case ignored as the spec asks, and accents too, so 'coue' finds Coué and
 * 'a kempis' finds Thomas à Kempis on a keyboard without those letters.
 */
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const matchesSearch = (book: Book, needle: string) =>
  needle === '' || [book.title, book.author, ...book.tags].some((text) => fold(text).includes(needle));

/**
 * Spec §4: category, search text, level and zodiac sign combine with AND. Search looks at the title,
 * the author and the tags only (not the description). Missing filters count as 'all'.
 */
export const filterBooks = (books: readonly Book[], filters: Partial<LibraryFilters>): Book[] => {
  const { category, search, level, sign } = { ...DEFAULT_LIBRARY_FILTERS, ...filters };
  const needle = fold(search);
  return books.filter(
    (book) =>
      (category === 'all' || book.category === category) &&
      (level === 'all' || book.difficulty === level) &&
      (sign === 'all' || book.zodiacRecommended.includes(sign)) &&
      matchesSearch(book, needle),
  );
};

/** Spec §9: the recommendation strip shows three books. */
export const RECOMMENDATION_COUNT = 3;

/** Spec §4: the first three books, in catalogue order, whose zodiacRecommended includes the sign. */
export const recommendedFor = (sign: SignId, books: readonly Book[] = LIBRARY_BOOKS): Book[] =>
  books.filter((book) => book.zodiacRecommended.includes(sign)).slice(0, RECOMMENDATION_COUNT);
