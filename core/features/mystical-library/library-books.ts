import type { Book } from './book';
import { ALCHEMY_BOOKS } from './books/alchemy';
import { ASTROLOGY_BOOKS } from './books/astrology';
import { CONSCIOUSNESS_BOOKS } from './books/consciousness';
import { HEALING_BOOKS } from './books/healing';
import { HERMETIC_BOOKS } from './books/hermetic';
import { MANIFESTATION_BOOKS } from './books/manifestation';
import { MEDITATION_BOOKS } from './books/meditation';
import { MYSTICISM_BOOKS } from './books/mysticism';

/**
 * The nineteen books of spec §9 in display order, grouped in the order of the category buttons. The order
 * matters: the 'Recommended for {sign}' strip takes the first three matches.
 */
export const LIBRARY_BOOKS: readonly Book[] = [
  ...MANIFESTATION_BOOKS,
  ...ASTROLOGY_BOOKS,
  ...HEALING_BOOKS,
  ...CONSCIOUSNESS_BOOKS,
  ...HERMETIC_BOOKS,
  ...MYSTICISM_BOOKS,
  ...MEDITATION_BOOKS,
  ...ALCHEMY_BOOKS,
];

/** The book with this id, or undefined for an unknown one (ids may arrive from a URL). */
export const bookById = (id: string): Book | undefined => LIBRARY_BOOKS.find((book) => book.id === id);
