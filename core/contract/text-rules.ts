/**
 * What a visitor's free text may hold, as plain functions without zod: the request contract's
 * free-text schema (free-text.ts) checks with these, and a form can check with them too without
 * loading the contract.
 *
 * Any script, accent or emoji is welcome; line breaks, tabs and other control characters are
 * not: no real name has them, and they are how pasted text pretends to start a new section of a
 * prompt.
 */
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;
// A chat message is written in a textarea, where Shift+Enter makes a new line; nothing else.
const CONTROL_CHARACTER_EXCEPT_LINE_FEED = /(?!\n)[\p{Cc}\u2028\u2029]/u;
// Something a reader can see: not only spaces, controls or invisible format characters.
const VISIBLE_CHARACTER = /[^\p{Cc}\p{Cf}\p{Z}]/u;

export const hasNoControlCharacters = (text: string): boolean => !CONTROL_CHARACTER.test(text);
export const hasOnlyLineFeedControls = (text: string): boolean =>
  !CONTROL_CHARACTER_EXCEPT_LINE_FEED.test(text);
/** Empty text is left to the required check, so a blank field gets one message, not two. */
export const isEmptyOrVisible = (text: string): boolean => text === '' || VISIBLE_CHARACTER.test(text);
