import { LEET_CORE, undoLeetspeak } from './leetspeak';
import type { Speller } from './speller';
import { UNDECOMPOSED_LETTERS } from '../text/undecomposed-letters';

/**
 * The words the normaliser can check its guesses against: `known` (every language's markers,
 * keywords and the words of the packs' examples) picks between "kil" and "kill" when a run of
 * letters is folded, fills in a starred letter ("k*ll") and joins spelled-out words;
 * `spellerFor` gives, for the message as read so far, the speller that corrects slips towards
 * the keywords of its language. Without one the normaliser still does everything else.
 */
export interface NormalizerLexicon {
  readonly known: ReadonlySet<string>;
  readonly spellerFor: (text: string) => Speller;
}

const WORD = /\p{L}+/gu;

const leaveAsTyped: Speller = (token) => token;
export const NO_LEXICON: NormalizerLexicon = { known: new Set(), spellerFor: () => leaveAsTyped };

/** Letters that do not come apart under NFD, spelled the way the packs are written. */
const UNDECOMPOSED = new RegExp(`[${Object.keys(UNDECOMPOSED_LETTERS).join('')}]`, 'gu');

/**
 * Cyrillic and Greek letters that look like Latin ones, swapped in to slip words past filters
 * ("kіll" with a Cyrillic і). Read as Latin only inside a word that has Latin letters too, so
 * a word written wholly in another script keeps its letters.
 */
const LOOKALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ɩ: 'i',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};
const LOOKALIKE = /[авеёкмнорстухіїјѕԁɩαεικνορτυχ]/gu;

const HAS_LOOKALIKE = /[авеёкмнорстухіїјѕԁɩαεικνορτυχ]/u;

function unmaskLookalikes(word: string): string {
  return /[a-z]/u.test(word) && HAS_LOOKALIKE.test(word)
    ? word.replace(LOOKALIKE, (letter) => LOOKALIKES[letter] ?? letter)
    : word;
}

/**
 * The plain form of the message: NFKC (fullwidth and styled letters become plain ones),
 * invisible characters dropped, lower case, accents removed, look-alike letters read as Latin,
 * quotes and dashes straightened, every space a single space. Nothing is guessed yet.
 */
export function plainText(message: string): string {
  return (
    message
      // Before NFKC, which turns a lone acute accent (´) into a space and a combining mark.
      .replace(/[\u2018\u2019\u201a\u201b\u2032\u02bc\u0060\u00b4]/gu, "'")
      .replace(/[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/gu, '"')
      .normalize('NFKC')
      // Zero-width spaces and joiners, soft hyphens, direction marks: invisible, so never a gap.
      .replace(/\p{Cf}/gu, '')
      .toLowerCase()
      .replace(UNDECOMPOSED, (letter) => UNDECOMPOSED_LETTERS[letter] ?? letter)
      .normalize('NFD')
      // Accents, and the variation selectors and combining marks used to disguise letters.
      .replace(/\p{M}/gu, '')
      .replace(/\p{L}+/gu, unmaskLookalikes)
      .replace(/[\u2010-\u2015\u2212]/gu, '-')
      .replace(/[\p{Z}\p{Cc}]+/gu, ' ')
      .trim()
  );
}

/**
 * Single letters or digits with a dot, dash, underscore or star between each: "s.u.i.c.i.d.e".
 * Bounded, like every repetition here, so a long run costs a bounded amount per position.
 */
const PUNCTUATED_LETTERS =
  /(?<![\p{L}\p{N}])[\p{L}\p{N}@$](?:[._*·•-][\p{L}\p{N}@$]){2,30}(?![\p{L}\p{N}])/gu;
/** Single letters with a space between each: "s u i c i d e" (joined only into a known word). */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?: \p{L}){2,30}(?![\p{L}\p{N}])/gu;

function joinSpelledOutWords(text: string, known: ReadonlySet<string>): string {
  return text
    .replace(PUNCTUATED_LETTERS, (run) => (/\p{L}/u.test(run) ? run.replace(/[._*·•-]/gu, '') : run))
    .replace(SPACED_LETTERS, (run) => {
      const joined = run.replaceAll(' ', '');
      if (known.has(joined)) return joined;
      // "i k i l l" is "i kill" more often than a word of its own.
      const rest = joined.slice(1);
      return /^[ia]$/u.test(joined.charAt(0)) && rest.length >= 3 && known.has(rest)
        ? `${joined.charAt(0)} ${rest}`
        : run;
    });
}

/**
 * Runs of three or more of one letter ("diiiie", "killll", "sooo") become one letter or two,
 * whichever makes a known word. When none does, letters that words often double ("ee", "ll",
 * "ss") keep two and the rest ("ii", "aa", "uu") one.
 */
const LETTER_RUN = /(\p{L})\1{2,}/gu;
const HAS_LETTER_RUN = /(\p{L})\1{2}/u;
const OFTEN_DOUBLED = /[bcdefglmnoprstz]/u;
/** Beyond this many runs in one word, the variants are not worth trying. */
const MAX_RUNS_TRIED = 3;

const foldRun = (run: string, single: boolean) => run.slice(0, single ? 1 : 2);
const usualFold = (run: string) => foldRun(run, !OFTEN_DOUBLED.test(run.charAt(0)));

function foldWord(word: string, known: ReadonlySet<string>): string {
  const runs = word.match(LETTER_RUN) ?? [];
  if (runs.length <= MAX_RUNS_TRIED) {
    // Every mix of one and two letters per run, all single first: "die" before "diie".
    for (let mask = 2 ** runs.length - 1; mask >= 0; mask -= 1) {
      let index = 0;
      const variant = word.replace(LETTER_RUN, (run) => {
        const single = (mask >> index) % 2 === 1;
        index += 1;
        return foldRun(run, single);
      });
      if (known.has(variant)) return variant;
    }
  }
  return word.replace(LETTER_RUN, usualFold);
}

/** One starred letter inside a word ("k*ll", "unal*ve", "s*icide"), filled from the known words. */
const WORD_OR_STARS = /[\p{L}*]+/gu;
const LETTERS_TRIED = 'aeiouyltnsrhdcmkgbpfwvjxzq';

function fillStarredLetter(word: string, known: ReadonlySet<string>): string {
  if (!word.includes('*')) return word;
  const stars = word.match(/\*+/gu) ?? [];
  if (stars.length === 1 && stars[0] === '*' && word.length > 1) {
    for (const letter of LETTERS_TRIED) {
      const candidate = word.replace('*', letter);
      if (known.has(candidate)) return candidate;
    }
  }
  // Stars around a word ("*sigh*") or between two ("kill*myself") stand for a space; a star
  // inside a word that no known word fits is dropped, so the speller gets a try at the rest.
  const [before = '', after = ''] = word.split(/\*+/u);
  return before.length >= 3 && after.length >= 3 ? word.replace(/\*+/gu, ' ') : word.replace(/\*+/gu, '');
}

/**
 * The message in the form the language packs are written for (phrase-pack.ts): lower case,
 * accents removed, straight apostrophes, invisible characters gone, leetspeak undone, letter
 * runs folded, starred and spelled-out words put back together, slips in crisis words
 * corrected, words split by underscores or stars separated, single spaces. Hyphens and
 * sentence punctuation stay: the packs write "self[- ]?harm", and the proximity rule reads
 * sentences.
 */
export function normalizeCrisisText(message: string, lexicon: NormalizerLexicon = NO_LEXICON): string {
  const { known } = lexicon;
  const joined = joinSpelledOutWords(plainText(message), known);
  const unleeted = joined.replace(LEET_CORE, undoLeetspeak);
  // Whole words are matched, then searched inside: a long word is read once, not once per letter.
  const folded = unleeted.replace(WORD, (word) => (HAS_LETTER_RUN.test(word) ? foldWord(word, known) : word));
  const unstarred = folded
    .replace(WORD_OR_STARS, (word) => fillStarredLetter(word, known))
    .replace(/_+/gu, ' ');
  const spell = lexicon.spellerFor(unstarred);
  return unstarred.replace(WORD, spell).replace(/ {2,}/gu, ' ').trim();
}
