import { z } from './zod-mini';

/**
 * A short free-text field a visitor types (a name, a place, a clock label). Any script, accent
 * or emoji is welcome; line breaks, tabs and other control characters are not: no real name has
 * them, and they are how pasted text pretends to start a new section of a prompt.
 */
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;
// A chat message is written in a textarea, where Shift+Enter makes a new line; nothing else.
const CONTROL_CHARACTER_EXCEPT_LINE_FEED = /(?!\n)[\p{Cc}\u2028\u2029]/u;
// Something a reader can see: not only spaces, controls or invisible format characters.
const VISIBLE_CHARACTER = /[^\p{Cc}\p{Cf}\p{Z}]/u;

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters such as line breaks or tabs';
export const INVISIBLE_TEXT_MESSAGE = 'must contain at least one visible character';

export const MULTILINE_CONTROL_CHARACTER_MESSAGE =
  'must not contain control characters other than line breaks';

export const hasNoControlCharacters = (text: string) => !CONTROL_CHARACTER.test(text);
const hasOnlyLineFeedControls = (text: string) => !CONTROL_CHARACTER_EXCEPT_LINE_FEED.test(text);
/** Empty text is left to the required check, so a blank field gets one message, not two. */
const isEmptyOrVisible = (text: string) => text === '' || VISIBLE_CHARACTER.test(text);

export interface FreeTextOptions {
  /** Allows line feeds (a chat message typed with Shift+Enter); every other control is still refused. */
  multiline?: boolean;
}

/**
 * Trimmed, at most `maxLength` UTF-16 units, free of control characters and, when non-empty,
 * showing something; `requiredMessage` makes it required and says what an empty one lacks.
 */
export function freeTextSchema(maxLength: number, requiredMessage?: string, options: FreeTextOptions = {}) {
  const controlCheck = options.multiline
    ? z.refine<string>(hasOnlyLineFeedControls, { message: MULTILINE_CONTROL_CHARACTER_MESSAGE })
    : z.refine<string>(hasNoControlCharacters, { message: CONTROL_CHARACTER_MESSAGE });
  return z
    .string()
    .check(
      z.trim(),
      ...(requiredMessage === undefined ? [] : [z.minLength(1, requiredMessage)]),
      z.maxLength(maxLength, `must be at most ${maxLength} characters`),
      controlCheck,
      z.refine(isEmptyOrVisible, { message: INVISIBLE_TEXT_MESSAGE }),
    );
}
