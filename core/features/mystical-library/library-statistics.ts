import { BOOK_CATEGORIES, CATEGORY_FILTERS, type Book, type BookCategory } from './book';

/** The person behind a byline: 'Claudius Ptolemy (translated by J. M. Ashmand)' is Claudius Ptolemy. */
export const authorName = (book: Pick<Book, 'author'>): string => book.author.replace(/\s*\(.*\)\s*$/, '');

export interface LibraryStatistics {
  totalBooks: number;
  distinctAuthors: number;
  publicDomainCount: number;
  /** Spec §9: the category filters minus 'all'. */
  categoryCount: number;
  booksPerCategory: Record<BookCategory, number>;
  totalPages: number;
  /** Mean of the editorial ratings, to one decimal; 0 for an empty list. */
  averageRating: number;
}

/** Spec §2 and §9: the collection statistics block (total, distinct authors, public domain, categories). */
export const libraryStatistics = (books: readonly Book[]): LibraryStatistics => {
  const booksPerCategory = Object.fromEntries(BOOK_CATEGORIES.map((category) => [category, 0])) as Record<
    BookCategory,
    number
  >;
  for (const book of books) booksPerCategory[book.category] += 1;
  const ratingSum = books.reduce((sum, book) => sum + book.rating, 0);
  return {
    totalBooks: books.length,
    distinctAuthors: new Set(books.map(authorName)).size,
    publicDomainCount: books.filter((book) => book.isPublicDomain).length,
    categoryCount: CATEGORY_FILTERS.length - 1,
    booksPerCategory,
    totalPages: books.reduce((sum, book) => sum + book.pages, 0),
    averageRating: books.length === 0 ? 0 : Math.round((ratingSum / books.length) * 10) / 10,
  };
};

export interface FeaturedAuthor {
  author: string;
  titles: readonly string[];
}

/**
 * The featured-authors block: authors with the most books first, then the best average rating, then
 * alphabetical, so the list is stable for the same catalogue.
 */
export const featuredAuthors = (books: readonly Book[], limit = 4): FeaturedAuthor[] => {
  const byAuthor = new Map<string, Book[]>();
  for (const book of books) {
    const name = authorName(book);
    byAuthor.set(name, [...(byAuthor.get(name) ?? []), book]);
  }
  const average = (list: readonly Book[]) => list.reduce((sum, book) => sum + book.rating, 0) / list.length;
  return [...byAuthor.entries()]
    .sort(
      ([nameA, listA], [nameB, listB]) =>
        listB.length - listA.length || average(listB) - average(listA) || nameA.localeCompare(nameB),
    )
    .slice(0, limit)
    .map(([author, list]) => ({ author, titles: list.map((book) => book.title) }));
};
