/**
 * The Oracle form's text bound, apart from the request schema so the page can count down to it
 * without downloading zod.
 */

/** Long enough for a vivid dream told in full; the page counts down to it. */
export const ORACLE_DESCRIPTION_MAX_LENGTH = 2_000;
