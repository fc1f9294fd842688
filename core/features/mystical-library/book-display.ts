import type { Book } from './book';

/** Spec §9: a card shows at most three tags. */
export const CARD_TAG_LIMIT = 3;

export const cardTags = (book: Pick<Book, 'tags'>): readonly string[] => book.tags.slice(0, CARD_TAG_LIMIT);

export const MAX_STARS = 5;

/**
 * Spec §9: stars are the floor of the rating out of five, so 4.9 shows four filled stars. A rating
 * outside 0 to 5 (never in our content, but the type cannot rule it out) is clamped.
 */
export const ratingStars = (rating: number): { filled: number; empty: number } => {
  const filled = Math.min(MAX_STARS, Math.max(0, Math.floor(rating)));
  return { filled, empty: MAX_STARS - filled };
};

/**
 * Spec §4: the download's file name is the title with every character that is not a letter or a
 * digit replaced by a hyphen (one hyphen each, none collapsed), plus '.pdf'. The rule is the spec's
 * even where the link serves EPUB or web pages, and browsers ignore a suggested name for links to
 * another site anyway, so the name only matters if a copy is ever served from our own origin.
 */
export const downloadFileName = (title: string): string => `${title.replace(/[^A-Za-z0-9]/g, '-')}.pdf`;
