import { describe, expect, it } from 'vitest';
import { SIGN_IDS, type SignId } from '../../content/signs';
import {
  BOOK_CATEGORIES,
  BOOK_DIFFICULTIES,
  BOOK_FORMATS,
  PUBLIC_DOMAIN_HOSTS,
  publicDomainLabel,
  type Book,
  type BookFormat,
} from './book';
import { LIBRARY_BOOKS, bookById } from './library-books';

/** In 2026 a work first published in 1930 or earlier is out of US copyright (the 95-year term has run). */
const LATEST_PUBLIC_DOMAIN_YEAR = 1930;

/** Which format each host's links serve, so a record cannot promise an EPUB and open a web page. */
const FORMAT_BY_HOST: Record<(typeof PUBLIC_DOMAIN_HOSTS)[number], BookFormat> = {
  'www.gutenberg.org': 'EPUB',
  'archive.org': 'PDF',
  'wellcomecollection.org': 'PDF',
  'sacred-texts.com': 'HTML',
  'en.wikisource.org': 'HTML',
};

const urlOf = (book: Book) => new URL(book.downloadUrl);

describe('the Mystical Library books', () => {
  it('holds the nineteen books of spec §9, with unique kebab-case ids and unique titles', () => {
    expect(LIBRARY_BOOKS).toHaveLength(19);
    const ids = LIBRARY_BOOKS.map((book) => book.id);
    expect(new Set(ids).size, 'duplicate ids').toBe(19);
    for (const id of ids) expect(id, `${id} is not kebab-case`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(LIBRARY_BOOKS.map((book) => book.title)).size, 'duplicate titles').toBe(19);
  });

  it('finds each book by its id and nothing for an unknown one', () => {
    for (const book of LIBRARY_BOOKS) expect(bookById(book.id)).toBe(book);
    expect(bookById('necronomicon')).toBeUndefined();
  });

  it('covers all eight categories and all four levels, and uses nothing else', () => {
    for (const book of LIBRARY_BOOKS) {
      expect(BOOK_CATEGORIES, `${book.id} category`).toContain(book.category);
      expect(BOOK_DIFFICULTIES, `${book.id} difficulty`).toContain(book.difficulty);
    }
    expect(new Set(LIBRARY_BOOKS.map((book) => book.category))).toEqual(new Set(BOOK_CATEGORIES));
    expect(new Set(LIBRARY_BOOKS.map((book) => book.difficulty))).toEqual(new Set(BOOK_DIFFICULTIES));
  });

  it('lists the books grouped by category in the order of the category buttons', () => {
    const order = LIBRARY_BOOKS.map((book) => BOOK_CATEGORIES.indexOf(book.category));
    expect(order, 'categories out of button order').toEqual([...order].sort((a, b) => a - b));
  });

  it('records only public-domain editions: published by 1930, or a documented reason, in the basis', () => {
    for (const book of LIBRARY_BOOKS) {
      expect(book.isPublicDomain, `${book.id} is not marked public domain`).toBe(true);
      expect(publicDomainLabel(book), book.id).toBe('Yes');
      expect(Number.isInteger(book.year), `${book.id} year`).toBe(true);
      if (book.year > LATEST_PUBLIC_DOMAIN_YEAR) {
        expect(book.publicDomainBasis, `${book.id} is after 1930 and needs a documented reason`).toMatch(
          /public domain|never copyrighted|not renewed|dedicated/i,
        );
      }
      // The basis names the year it reasons from, so a changed year cannot leave a stale argument behind.
      expect(book.publicDomainBasis, `${book.id} basis does not name ${book.year}`).toContain(
        String(book.year),
      );
      expect(book.publicDomainBasis, `${book.id} basis`).toMatch(/copyright/i);
    }
  });

  it('links every book to an https copy on a public-domain library host, in the format that host serves', () => {
    for (const book of LIBRARY_BOOKS) {
      const url = urlOf(book);
      expect(url.protocol, `${book.id} link is not https`).toBe('https:');
      expect(PUBLIC_DOMAIN_HOSTS, `${book.id} links to ${url.hostname}`).toContain(url.hostname);
      expect(BOOK_FORMATS, `${book.id} format`).toContain(book.format);
      const host = url.hostname as (typeof PUBLIC_DOMAIN_HOSTS)[number];
      expect(book.format, `${book.id} format does not match ${host}`).toBe(FORMAT_BY_HOST[host]);
    }
  });

  it('names in its source the exact Gutenberg eBook or archive item the link opens', () => {
    for (const book of LIBRARY_BOOKS) {
      const url = urlOf(book);
      if (url.hostname === 'www.gutenberg.org') {
        const number = /^\/ebooks\/(\d+)\.epub3\.images$/.exec(url.pathname)?.[1];
        expect(number, `${book.id} Gutenberg link is not an EPUB file link`).toBeDefined();
        expect(book.source.copy, `${book.id} source`).toContain(`Project Gutenberg eBook #${number}`);
      }
      if (url.hostname === 'archive.org') {
        const item = /^\/details\/([\w.-]+)$/.exec(url.pathname)?.[1];
        expect(item, `${book.id} archive.org link is not an item page`).toBeDefined();
        expect(book.source.copy, `${book.id} source`).toContain(`Internet Archive item ${item}`);
      }
    }
  });

  it('says where every fact comes from: the edition, how pages were counted, which copy is linked', () => {
    for (const book of LIBRARY_BOOKS) {
      for (const [field, text] of Object.entries(book.source)) {
        expect(text.trim().length, `${book.id} source.${field}`).toBeGreaterThan(10);
      }
      expect(book.source.edition, `${book.id} edition does not name its year`).toContain(String(book.year));
    }
  });

  it('gives plausible page counts and editorial ratings from 0 to 5 with one decimal at most', () => {
    for (const book of LIBRARY_BOOKS) {
      expect(Number.isInteger(book.pages), `${book.id} pages`).toBe(true);
      expect(book.pages, `${book.id} pages`).toBeGreaterThanOrEqual(40);
      expect(book.pages, `${book.id} pages`).toBeLessThanOrEqual(1000);
      expect(book.rating, `${book.id} rating`).toBeGreaterThanOrEqual(0);
      expect(book.rating, `${book.id} rating`).toBeLessThanOrEqual(5);
      expect(Math.round(book.rating * 10), `${book.id} rating has more than one decimal`).toBeCloseTo(
        book.rating * 10,
        9,
      );
    }
  });

  it('writes descriptions and excerpts as finished prose: quoted briefly, or labelled as a paraphrase', () => {
    for (const book of LIBRARY_BOOKS) {
      expect(book.description.length, `${book.id} description length`).toBeGreaterThanOrEqual(150);
      expect(book.description.length, `${book.id} description length`).toBeLessThanOrEqual(600);
      expect(book.description, `${book.id} description`).toMatch(/^[A-Z].*[.!]$/s);
      const quoted = /^“[^“”]+”$/.test(book.excerpt);
      const paraphrased = /^In brief: [A-Za-z“].*\.$/s.test(book.excerpt);
      expect(quoted || paraphrased, `${book.id} excerpt is neither a quote nor labelled 'In brief: '`).toBe(
        true,
      );
      if (quoted) expect(book.excerpt.length, `${book.id} quotation is not short`).toBeLessThanOrEqual(120);
      for (const text of [book.description, book.excerpt, ...book.spiritualBenefits]) {
        expect(text, `${book.id} has stray spacing or markup`).not.toMatch(/\s{2,}|<|\*|\bTODO\b|lorem/i);
      }
    }
  });

  it('recommends each book for three or four distinct signs', () => {
    for (const book of LIBRARY_BOOKS) {
      expect(book.zodiacRecommended.length, `${book.id} sign count`).toBeGreaterThanOrEqual(3);
      expect(book.zodiacRecommended.length, `${book.id} sign count`).toBeLessThanOrEqual(4);
      expect(new Set(book.zodiacRecommended).size, `${book.id} repeats a sign`).toBe(
        book.zodiacRecommended.length,
      );
      for (const sign of book.zodiacRecommended) expect(SIGN_IDS, `${book.id} sign ${sign}`).toContain(sign);
    }
  });

  it('fills the three-book recommendation strip for every sign', () => {
    const counts = new Map<SignId, number>(SIGN_IDS.map((sign) => [sign, 0]));
    for (const book of LIBRARY_BOOKS) {
      for (const sign of book.zodiacRecommended) counts.set(sign, (counts.get(sign) ?? 0) + 1);
    }
    for (const [sign, count] of counts)
      expect(count, `${sign} has too few recommendations`).toBeGreaterThanOrEqual(3);
  });

  it('tags each book with three to six distinct lower-case tags', () => {
    for (const book of LIBRARY_BOOKS) {
      expect(book.tags.length, `${book.id} tag count`).toBeGreaterThanOrEqual(3);
      expect(book.tags.length, `${book.id} tag count`).toBeLessThanOrEqual(6);
      expect(new Set(book.tags).size, `${book.id} repeats a tag`).toBe(book.tags.length);
      for (const tag of book.tags) expect(tag, `${book.id} tag "${tag}"`).toMatch(/^[a-z][a-z -]*[a-z]$/);
    }
  });

  it('fills the remaining card fields: language, size, a distinct emoji cover and three benefits', () => {
    for (const book of LIBRARY_BOOKS) {
      expect(book.language, `${book.id} language`).toBe('English');
      const expectedSize = { EPUB: /^≈ \d+(\.\d)? MB$/, PDF: /^(Large scan|Scan)$/, HTML: /^Web pages$/ }[
        book.format
      ];
      expect(book.size, `${book.id} size`).toMatch(expectedSize);
      expect(book.coverImage, `${book.id} cover`).toMatch(/^\p{Extended_Pictographic}\uFE0F?$/u);
      expect(book.spiritualBenefits, `${book.id} benefits`).toHaveLength(3);
      for (const benefit of book.spiritualBenefits)
        expect(benefit, `${book.id} benefit`).toMatch(/^[A-Z][^.]*[a-z]$/);
    }
    expect(new Set(LIBRARY_BOOKS.map((book) => book.coverImage)).size, 'two books share a cover').toBe(19);
  });

  it('labels a book that is not public domain as Fair Use (spec §9)', () => {
    expect(publicDomainLabel({ isPublicDomain: false })).toBe('Fair Use');
  });
});
