/**
 * The chat request's bounds, apart from its schema so the chat page can show them (the composer's
 * counter) without loading zod and the contract with it.
 */

/** Longest message a visitor may send: a few paragraphs, far more than a question needs. */
export const CHAT_REQUEST_MESSAGE_MAX_LENGTH = 1000;
/** Turns of earlier conversation sent along (user and guide alike), newest last. */
export const CHAT_HISTORY_MAX_TURNS = 8;
/**
 * Longest text of one earlier turn; the browser shortens longer replies before sending them. A
 * whole offline reply (at most 160 words, kept under this length) fits, so the guide sees all it said and repeats none of it.
 */
export const CHAT_TURN_MAX_LENGTH = 950;
export const CHAT_NAME_MAX_LENGTH = 80;
export const CHAT_FOCUS_MAX_LENGTH = 500;
export const CHAT_ARCHETYPE_MAX_LENGTH = 120;
export const CHAT_GOALS_MAX_COUNT = 8;
export const CHAT_GOAL_MAX_LENGTH = 120;
/** totalReadings is a count the profile only ever raises; anything past this is not a real visitor. */
export const CHAT_TOTAL_READINGS_MAX = 1_000_000;
