import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../../content/signs';
import { BOOK_DIFFICULTIES, CATEGORY_FILTERS, type Book } from './book';
import { LIBRARY_BOOKS } from './library-books';
import {
  DEFAULT_LIBRARY_FILTERS,
  RECOMMENDATION_COUNT,
  filterBooks,
  recommendedFor,
} from './library-filters';

const idsOf = (books: readonly Book[]) => books.map((book) => book.id);

describe('filterBooks, one filter at a time', () => {
  it('returns every book, in catalogue order, when nothing is filtered', () => {
    expect(filterBooks(LIBRARY_BOOKS, DEFAULT_LIBRARY_FILTERS)).toEqual(LIBRARY_BOOKS);
    expect(filterBooks(LIBRARY_BOOKS, {})).toEqual(LIBRARY_BOOKS);
  });

  it.each(CATEGORY_FILTERS.filter((category) => category !== 'all'))(
    'category %s keeps exactly that category',
    (category) => {
      const found = filterBooks(LIBRARY_BOOKS, { category });
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual(LIBRARY_BOOKS.filter((book) => book.category === category));
    },
  );

  it('counts the books of each category as the catalogue was written', () => {
    const counts = Object.fromEntries(
      CATEGORY_FILTERS.map((category) => [category, filterBooks(LIBRARY_BOOKS, { category }).length]),
    );
    expect(counts).toEqual({
      all: 19,
      manifestation: 3,
      astrology: 2,
      healing: 2,
      consciousness: 3,
      hermetic: 2,
      mysticism: 3,
      meditation: 2,
      alchemy: 2,
    });
  });

  it.each(BOOK_DIFFICULTIES)('level %s keeps exactly that level', (level) => {
    const found = filterBooks(LIBRARY_BOOKS, { level });
    expect(found.length).toBeGreaterThan(0);
    for (const book of found) expect(book.difficulty, book.id).toBe(level);
    expect(found.length).toBe(LIBRARY_BOOKS.filter((book) => book.difficulty === level).length);
  });

  it('finds the three Master-level books by name', () => {
    expect(idsOf(filterBooks(LIBRARY_BOOKS, { level: 'Master' }))).toEqual([
      'tetrabiblos',
      'tertium-organum',
      'the-hermetic-museum-volume-two',
    ]);
  });

  it.each(SIGN_IDS)('sign %s keeps the books recommended for it', (sign) => {
    const found = filterBooks(LIBRARY_BOOKS, { sign });
    expect(found.length).toBeGreaterThanOrEqual(RECOMMENDATION_COUNT);
    for (const book of found) expect(book.zodiacRecommended, book.id).toContain(sign);
    expect(found.length).toBe(LIBRARY_BOOKS.filter((book) => book.zodiacRecommended.includes(sign)).length);
  });

  it('searches titles case-insensitively', () => {
    expect(idsOf(filterBooks(LIBRARY_BOOKS, { search: 'KYBALION' }))).toEqual(['the-kybalion']);
    expect(idsOf(filterBooks(LIBRARY_BOOKS, { search: 'science of' }))).toEqual([
      'the-science-of-getting-rich',
      'the-science-of-being-well',
      'the-hindu-yogi-science-of-breath',
    ]);
  });

  it('searches authors, including the translator named in a byline', () => {
    expect(idsOf(filterBooks(LIBRARY_BOOKS, { search: 'wattles' }))).toEqual([
      'the-science-of-getting-rich',
      'the-science-of-being-well',
    ]);
    expect(idsOf(filterBooks(LIBRARY_BOOKS, { search: 'Ashmand' }))).toEqual(['tetrabiblos']);
  });

  it('searches tags', () => {
    expect(idsOf(filterBooks(LIBRARY_BOOKS, { search: 'horary' }))).toEqual(['christian-astrology']);
    expect(idsOf(filterBooks(LIBRARY_BOOKS, { search: 'Philosophers Stone' }))).toEqual([
      'lives-of-alchemystical-philosophers',
      'the-hermetic-museum-volume-two',
    ]);
  });

  it('ignores accents and surrounding or doubled spaces in the query', () => {
    expect(idsOf(filterBooks(LIBRARY_BOOKS, { search: 'coue' }))).toEqual([
      'self-mastery-through-conscious-autosuggestion',
    ]);
    expect(idsOf(filterBooks(LIBRARY_BOOKS, { search: '  thomas   a kempis ' }))).toEqual([
      'the-imitation-of-christ',
    ]);
    expect(filterBooks(LIBRARY_BOOKS, { search: '   ' })).toEqual(LIBRARY_BOOKS);
  });

  it('does not search descriptions or excerpts', () => {
    // 'Edinburgh' appears only in the description of The Varieties of Religious Experience.
    expect(LIBRARY_BOOKS.some((book) => book.description.includes('Edinburgh'))).toBe(true);
    expect(filterBooks(LIBRARY_BOOKS, { search: 'edinburgh' })).toEqual([]);
  });
});

describe('filterBooks, combined with AND', () => {
  it('category and level', () => {
    expect(idsOf(filterBooks(LIBRARY_BOOKS, { category: 'consciousness', level: 'Advanced' }))).toEqual([
      'the-varieties-of-religious-experience',
      'cosmic-consciousness',
    ]);
  });

  it('category and sign', () => {
    expect(idsOf(filterBooks(LIBRARY_BOOKS, { category: 'mysticism', sign: 'pisces' }))).toEqual([
      'practical-mysticism',
      'the-cloud-of-unknowing',
    ]);
  });

  it('search and level', () => {
    expect(idsOf(filterBooks(LIBRARY_BOOKS, { search: 'ramacharaka', level: 'Beginner' }))).toEqual([
      'the-hindu-yogi-science-of-breath',
    ]);
  });

  it('search and sign', () => {
    expect(idsOf(filterBooks(LIBRARY_BOOKS, { search: 'waite', sign: 'virgo' }))).toEqual([
      'the-hermetic-museum-volume-two',
    ]);
  });

  it('all four filters at once', () => {
    expect(
      idsOf(
        filterBooks(LIBRARY_BOOKS, {
          category: 'hermetic',
          search: 'principles',
          level: 'Intermediate',
          sign: 'libra',
        }),
      ),
    ).toEqual(['the-kybalion']);
  });

  it('finds nothing when the filters contradict each other (the page shows No Books Found)', () => {
    expect(filterBooks(LIBRARY_BOOKS, { category: 'astrology', level: 'Beginner' })).toEqual([]);
    expect(filterBooks(LIBRARY_BOOKS, { category: 'healing', sign: 'scorpio' })).toEqual([]);
    expect(filterBooks(LIBRARY_BOOKS, { search: 'kybalion', category: 'alchemy' })).toEqual([]);
  });

  it('never returns a book that fails any one of the filters', () => {
    for (const category of CATEGORY_FILTERS) {
      for (const level of ['all', ...BOOK_DIFFICULTIES] as const) {
        for (const sign of ['all', ...SIGN_IDS] as const) {
          const found = filterBooks(LIBRARY_BOOKS, { category, level, sign });
          const expected = filterBooks(filterBooks(filterBooks(LIBRARY_BOOKS, { category }), { level }), {
            sign,
          });
          expect(idsOf(found), `${category} ${level} ${sign}`).toEqual(idsOf(expected));
        }
      }
    }
  });
});

describe('recommendedFor', () => {
  it.each(SIGN_IDS)('gives %s the first three books recommended for it, in catalogue order', (sign) => {
    const strip = recommendedFor(sign);
    expect(strip).toHaveLength(RECOMMENDATION_COUNT);
    expect(strip).toEqual(filterBooks(LIBRARY_BOOKS, { sign }).slice(0, RECOMMENDATION_COUNT));
  });

  it('names the strip for Scorpio exactly', () => {
    expect(idsOf(recommendedFor('scorpio'))).toEqual([
      'tertium-organum',
      'the-divine-pymander',
      'the-cloud-of-unknowing',
    ]);
  });

  it('shows fewer than three when fewer books suit the sign', () => {
    const twoBooks = LIBRARY_BOOKS.filter((book) => book.category === 'astrology');
    expect(idsOf(recommendedFor('capricorn', twoBooks))).toEqual(['christian-astrology', 'tetrabiblos']);
    expect(recommendedFor('pisces', twoBooks)).toEqual([]);
  });
});
