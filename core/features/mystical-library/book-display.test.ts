import { describe, expect, it } from 'vitest';
import { CARD_TAG_LIMIT, cardTags, downloadFileName, ratingStars } from './book-display';
import { LIBRARY_BOOKS } from './library-books';

describe('ratingStars', () => {
  it.each([
    [4.9, 4],
    [4.5, 4],
    [4.0, 4],
    [3.99, 3],
    [5, 5],
    [0.9, 0],
    [0, 0],
  ])('shows %s as %s filled stars out of five (the floor)', (rating, filled) => {
    expect(ratingStars(rating)).toEqual({ filled, empty: 5 - filled });
  });

  it('clamps a rating outside 0 to 5', () => {
    expect(ratingStars(-1)).toEqual({ filled: 0, empty: 5 });
    expect(ratingStars(7.2)).toEqual({ filled: 5, empty: 0 });
  });
});

describe('cardTags', () => {
  it('shows at most three tags, the first three', () => {
    for (const book of LIBRARY_BOOKS) {
      expect(cardTags(book), book.id).toEqual(book.tags.slice(0, CARD_TAG_LIMIT));
      expect(cardTags(book).length, book.id).toBeLessThanOrEqual(3);
    }
    expect(cardTags({ tags: ['one'] })).toEqual(['one']);
  });
});

describe('downloadFileName (spec §4)', () => {
  it.each([
    ['As a Man Thinketh', 'As-a-Man-Thinketh.pdf'],
    ["Ptolemy's Tetrabiblos", 'Ptolemy-s-Tetrabiblos.pdf'],
    ['The Hindu-Yogi Science of Breath', 'The-Hindu-Yogi-Science-of-Breath.pdf'],
    [
      'The Hermetic Museum, Restored and Enlarged (Volume II)',
      'The-Hermetic-Museum--Restored-and-Enlarged--Volume-II-.pdf',
    ],
    ['Émile Coué: 12 Lessons', '-mile-Cou---12-Lessons.pdf'],
    ['', '.pdf'],
  ])('turns %j into %j', (title, fileName) => {
    expect(downloadFileName(title)).toBe(fileName);
  });

  it('keeps one character per character of the title, so no two titles differing in letters collide', () => {
    for (const book of LIBRARY_BOOKS) {
      const fileName = downloadFileName(book.title);
      expect(fileName, book.id).toMatch(/^[A-Za-z0-9-]+\.pdf$/);
      expect(fileName.length, book.id).toBe(book.title.length + '.pdf'.length);
    }
    expect(new Set(LIBRARY_BOOKS.map((book) => downloadFileName(book.title))).size).toBe(19);
  });
});
