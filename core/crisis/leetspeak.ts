/**
 * Undoing the digit-and-symbol spellings people use to get words past filters ("k1ll", "d13",
 * "$uicide", "unal!ve") without touching real numbers ("116 123", "20 pills", "10pm", "8th").
 */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/**
 * Number-words written with digits, read before the leet table so "4ever" is "forever", not
 * "aever". Only ones that matter for timing and farewells.
 */
const TEXT_SPEAK: Readonly<Record<string, string>> = {
  '4ever': 'forever',
  '2nite': 'tonight',
  '2night': 'tonight',
  '2day': 'today',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  b4: 'before',
};

/**
 * What may follow a number as part of a quantity, a time or an ordinal ("5mg", "3am", "1st",
 * "4th", "2x", "30s"): such a token is a number, not a disguised word.
 */
const NUMBER_SUFFIX =
  /^(?:st|nd|rd|th|am|pm|h|hr|hrs|min|mins|s|x|k|m|km|mi|kg|g|mg|mcg|ml|l|lb|lbs|yo|y|yr|yrs|d|w)$/u;

const LETTER = /\p{L}/u;

/** A run that may hide a word: letters, digits and the symbols of the leet table. */
export const LEET_CORE = /[\p{L}\p{N}@$!]+/gu;

/** The core with its leetspeak undone, or unchanged when it reads as a number. */
export function undoLeetspeak(core: string): string {
  const spoken = TEXT_SPEAK[core];
  if (spoken !== undefined) return spoken;
  if (!LETTER.test(core)) return core;

  const numberFirst = /^(\p{N}+)(\p{L}+)$/u.exec(core);
  if (numberFirst) {
    const [, digits = '', letters = ''] = numberFirst;
    if (NUMBER_SUFFIX.test(letters)) return core;
    // "20pills" is a number and a word run together; "3nd" or "5uicide" is one disguised word.
    const disguised = digits.length === 1 && LEET[digits] !== undefined;
    if (!disguised) return letters.length >= 3 ? `${digits} ${letters}` : core;
  }
  // "covid19", "iphone15": a name with a number after it, not a word in disguise.
  if (/^\p{L}{2,}\p{N}{2,}$/u.test(core)) return core;

  let plain = '';
  for (let index = 0; index < core.length; index += 1) {
    const char = core.charAt(index);
    const replacement = LEET[char];
    if (replacement === undefined) {
      plain += char;
    } else if (char === '!') {
      // "!" is a letter only inside a word ("unal!ve"); after one it ends a sentence ("die!").
      const inside = LETTER.test(core.charAt(index - 1)) && LETTER.test(core.charAt(index + 1));
      plain += inside ? replacement : char;
    } else {
      plain += replacement;
    }
  }
  return plain;
}
