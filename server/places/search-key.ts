import { UNDECOMPOSED_LETTERS } from '@core/text/undecomposed-letters';

const UNDECOMPOSED_PATTERN = new RegExp(`[${Object.keys(UNDECOMPOSED_LETTERS).join('')}]`, 'g');

// Apostrophes are dropped rather than read as spaces: people type "xian" for Xi'an and
// "laquila" for L'Aquila far more often than "xi an".
const APOSTROPHES = /['’ʼʻ`´]/g;
const PLAIN_WORDS = /^[a-z0-9]+(?: [a-z0-9]+)*$/;

/**
 * The form in which place names are indexed and queries compared: lower case, accents removed,
 * apostrophes dropped, other punctuation (hyphens, dots, commas) read as spaces, spaces collapsed.
 * "São Paulo", "sao paulo" and "SAO-PAULO" all become "sao paulo"; "Zürich" becomes "zurich".
 */
export function searchKey(text: string): string {
  // Most names are plain ASCII words; skipping Unicode normalisation for them halves index build time.
  const lower = text.toLowerCase();
  if (PLAIN_WORDS.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(UNDECOMPOSED_PATTERN, (letter) => UNDECOMPOSED_LETTERS[letter] ?? letter)
    .replace(APOSTROPHES, '')
    .replace(/[\s\p{P}\p{S}]+/gu, ' ')
    .trim();
}
