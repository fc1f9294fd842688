/**
 * The journal's text bounds and the name of an untitled dream: what the page shows while it
 * loads, kept apart from the request schema (zod) and the offline composer (astronomy-engine).
 */

/** Long enough for a vivid dream told in full; the page counts down to it. */
export const DREAM_DESCRIPTION_MAX_LENGTH = 2_000;
export const DREAM_TITLE_MAX_LENGTH = 100;

/** The title a dream without one is shown and read under (tool spec §3). */
export const UNTITLED_DREAM = 'Untitled Dream';
