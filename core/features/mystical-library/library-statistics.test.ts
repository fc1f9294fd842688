import { describe, expect, it } from 'vitest';
import type { Book } from './book';
import { LIBRARY_BOOKS } from './library-books';
import { authorName, featuredAuthors, libraryStatistics } from './library-statistics';

describe('libraryStatistics', () => {
  it('summarises the catalogue as the statistics block shows it (spec §9)', () => {
    const statistics = libraryStatistics(LIBRARY_BOOKS);
    expect(statistics).toMatchObject({
      totalBooks: 19,
      // Wattles, Ramacharaka and Waite each wrote or translated two of the books.
      distinctAuthors: 16,
      publicDomainCount: 19,
      categoryCount: 8,
      booksPerCategory: {
        manifestation: 3,
        astrology: 2,
        healing: 2,
        consciousness: 3,
        hermetic: 2,
        mysticism: 3,
        meditation: 2,
        alchemy: 2,
      },
    });
    expect(statistics.totalPages).toBe(LIBRARY_BOOKS.reduce((sum, book) => sum + book.pages, 0));
    expect(statistics.totalPages).toBe(5271);
    expect(statistics.averageRating).toBe(4.4);
  });

  it('counts the categories from the filters, not from the books, and handles an empty list', () => {
    expect(libraryStatistics([])).toEqual({
      totalBooks: 0,
      distinctAuthors: 0,
      publicDomainCount: 0,
      categoryCount: 8,
      booksPerCategory: {
        manifestation: 0,
        astrology: 0,
        healing: 0,
        consciousness: 0,
        hermetic: 0,
        mysticism: 0,
        meditation: 0,
        alchemy: 0,
      },
      totalPages: 0,
      averageRating: 0,
    });
  });

  it('counts only the books marked public domain', () => {
    const [first, second] = LIBRARY_BOOKS as [Book, Book];
    const statistics = libraryStatistics([first, { ...second, isPublicDomain: false }]);
    expect(statistics.publicDomainCount).toBe(1);
    expect(statistics.totalBooks).toBe(2);
  });
});

describe('authors', () => {
  it('reads the person from a byline that names a translator or a role', () => {
    expect(authorName({ author: 'Claudius Ptolemy (translated by J. M. Ashmand)' })).toBe('Claudius Ptolemy');
    expect(authorName({ author: 'Arthur Edward Waite (translator)' })).toBe('Arthur Edward Waite');
    expect(authorName({ author: 'James Allen' })).toBe('James Allen');
  });

  it('features the authors with most books first, then the best rated, then by name', () => {
    expect(featuredAuthors(LIBRARY_BOOKS)).toEqual([
      { author: 'Wallace D. Wattles', titles: ['The Science of Getting Rich', 'The Science of Being Well'] },
      {
        author: 'Yogi Ramacharaka',
        titles: ['The Hindu-Yogi Science of Breath', 'A Series of Lessons in Raja Yoga'],
      },
      {
        author: 'Arthur Edward Waite',
        titles: [
          'Lives of Alchemystical Philosophers',
          'The Hermetic Museum, Restored and Enlarged (Volume II)',
        ],
      },
      // William James and William Lilly tie at 4.8; the name breaks the tie.
      { author: 'William James', titles: ['The Varieties of Religious Experience'] },
    ]);
    expect(featuredAuthors(LIBRARY_BOOKS, 2)).toHaveLength(2);
    expect(featuredAuthors([])).toEqual([]);
  });
});
