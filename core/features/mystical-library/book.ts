import type { SignId } from '../../content/signs';

/**
 * The Mystical Library's book records as typed content (spec tool-pages §2, §3 Book, §9). Every book is a
 * real public-domain title with a link to a public copy; the record says which edition its facts
 * describe and why that edition is free to share in the United States.
 */

/** Spec §3: the eight book categories, in the order the category buttons list them after 'all'. */
export const BOOK_CATEGORIES = [
  'manifestation',
  'astrology',
  'healing',
  'consciousness',
  'hermetic',
  'mysticism',
  'meditation',
  'alchemy',
] as const;
export type BookCategory = (typeof BOOK_CATEGORIES)[number];

/** Spec §3 and §9: nine category filters, 'all' plus the eight categories. */
export const CATEGORY_FILTERS = ['all', ...BOOK_CATEGORIES] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

/** Spec §2 and §3: the four reading levels, easiest first, as the level dropdown lists them. */
export const BOOK_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced', 'Master'] as const;
export type BookDifficulty = (typeof BOOK_DIFFICULTIES)[number];

/** Spec §9: four levels plus 'all' (the dropdown's 'All Levels'). */
export const LEVEL_FILTERS = ['all', ...BOOK_DIFFICULTIES] as const;
export type LevelFilter = (typeof LEVEL_FILTERS)[number];

/** Spec §9: the difficulty badge colours, as a table the page maps onto its own palette. */
export const DIFFICULTY_TONES = {
  Beginner: 'green',
  Intermediate: 'yellow',
  Advanced: 'orange',
  Master: 'red',
} as const satisfies Record<BookDifficulty, string>;

/**
 * What the download link serves. Project Gutenberg links point at its EPUB file; scans at the Internet
 * Archive and the Wellcome Collection offer a PDF; sacred-texts.com and Wikisource serve web pages.
 */
export const BOOK_FORMATS = ['PDF', 'EPUB', 'HTML'] as const;
export type BookFormat = (typeof BOOK_FORMATS)[number];

/**
 * The hosts a download link may point at: public-domain libraries that keep their copies online for
 * free. A link anywhere else fails the content test.
 */
export const PUBLIC_DOMAIN_HOSTS = [
  'www.gutenberg.org',
  'archive.org',
  'wellcomecollection.org',
  'sacred-texts.com',
  'en.wikisource.org',
] as const;

/**
 * Where a record's facts come from. Written for a reviewer: which edition the year and page count
 * describe, how the page count was taken, and which copy the link opens.
 */
export interface BookSource {
  edition: string;
  pages: string;
  copy: string;
}

export interface Book {
  /** Kebab-case, stable: a shared link or a saved view may name it. */
  id: string;
  title: string;
  author: string;
  /** The year the edition in `source.edition` was published (for a translation, the translation's year). */
  year: number;
  category: BookCategory;
  difficulty: BookDifficulty;
  /** Approximate page count of the edition in `source.edition`; `source.pages` says how it was taken. */
  pages: number;
  /** Our own editorial rating, 0 to 5 with one decimal: how rewarding the book is for this app's readers. */
  rating: number;
  /** Two or three sentences in our own words. */
  description: string;
  /**
   * Either a short quotation of the public-domain text itself, in curly quotes, or a paraphrase that
   * starts with 'In brief: ' when we were not sure enough of the exact wording to quote it.
   */
  excerpt: string;
  /** An https link to a free public copy on one of PUBLIC_DOMAIN_HOSTS. */
  downloadUrl: string;
  /** Signs the book suits best, three or four, each with its reason in a comment beside the record. */
  zodiacRecommended: readonly SignId[];
  /** Lower-case search tags; a card shows the first three. */
  tags: readonly string[];
  language: string;
  format: BookFormat;
  /** A rough size of the linked file for the card (estimated, not measured), or 'Web pages' for HTML. */
  size: string;
  isPublicDomain: boolean;
  /** Spec §3: an emoji stands in for a cover image. */
  coverImage: string;
  spiritualBenefits: readonly string[];
  /** Why the edition is in the public domain in the United States. */
  publicDomainBasis: string;
  source: BookSource;
}

/** Spec §9: the public-domain label a card shows. */
export const publicDomainLabel = (book: Pick<Book, 'isPublicDomain'>): 'Yes' | 'Fair Use' =>
  book.isPublicDomain ? 'Yes' : 'Fair Use';
