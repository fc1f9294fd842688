import { hasNoControlCharacters, hasOnlyLineFeedControls, isEmptyOrVisible } from './text-rules';
import { z } from './zod-mini';

// A short free-text field a visitor types (a name, a place, a clock label): see text-rules.ts.

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters such as line breaks or tabs';
export const INVISIBLE_TEXT_MESSAGE = 'must contain at least one visible character';

export const MULTILINE_CONTROL_CHARACTER_MESSAGE =
  'must not contain control characters other than line breaks';

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
