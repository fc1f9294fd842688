/**
 * Bounds of the visitor's own words in an angelic request, apart from the request schema so
 * the page can count down to them without downloading zod.
 */

/** The profile's own bound for a name (core/profile). */
export const ANGELS_NAME_MAX_LENGTH = 80;
/**
 * The spec leaves the question unbounded; a prompt cannot be. Five hundred characters hold a
 * heartfelt paragraph and nothing the size of a pasted document.
 */
export const ANGELS_QUESTION_MAX_LENGTH = 500;
export const BLESSING_SITUATION_MAX_LENGTH = 500;
