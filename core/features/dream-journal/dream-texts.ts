/**
 * The journal's text bounds, the name of an untitled dream and how the list shortens a dream:
 * what the page shows while it loads, kept apart from the request schema (zod) and the offline composer (astronomy-engine).
 */

/** Long enough for a vivid dream told in full; the page counts down to it. */
export const DREAM_DESCRIPTION_MAX_LENGTH = 2_000;
export const DREAM_TITLE_MAX_LENGTH = 100;

/** The title a dream without one is shown and read under (tool spec §3). */
export const UNTITLED_DREAM = 'Untitled Dream';

/** How many dreams the page lists before "see all" (tool spec §9). */
export const RECENT_DREAMS_SHOWN = 5;
/** How much of a description the list shows (tool spec §9). */
export const DESCRIPTION_PREVIEW_LENGTH = 100;

/** The first 100 characters of a description, with an ellipsis when it goes on. */
export const descriptionPreview = (description: string): string =>
  description.length <= DESCRIPTION_PREVIEW_LENGTH
    ? description
    : `${description.slice(0, DESCRIPTION_PREVIEW_LENGTH)}…`;
