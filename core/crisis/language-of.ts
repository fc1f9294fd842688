import { CRISIS_LANGUAGES, type CrisisLanguage } from './crisis-language';
import type { CrisisLanguagePack } from './phrase-pack';

/**
 * Each language's markers: short, frequent, normalised words (see CrisisLanguagePack.markers).
 * A language left out has none.
 */
export type MarkerTable = Readonly<Partial<Record<CrisisLanguage, readonly string[]>>>;

export function markerTableOf(packs: readonly CrisisLanguagePack[]): MarkerTable {
  return Object.fromEntries(packs.map((pack) => [pack.language, pack.markers]));
}

/** What a matched phrase adds to its language's score: it breaks a tie, never outweighs a marker. */
const PHRASE_HINT = 0.5;

/**
 * The words of a normalised text a marker may equal: every word, and for a word with an
 * apostrophe ("j'ai", "l'amore", "don't") also its two halves, so "j'" and "ai" count when the
 * pack lists those rather than the whole.
 */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const word of text.match(/[\p{L}']+/gu) ?? []) {
    const bare = word.replace(/^'+|'+$/gu, '');
    if (bare === '') continue;
    words.push(bare);
    const cut = bare.indexOf("'");
    if (cut > 0) words.push(bare.slice(0, cut + 1), bare.slice(0, cut), bare.slice(cut + 1));
  }
  return words;
}

/** Markers as sets, built once per table. */
const markerSets = new WeakMap<MarkerTable, ReadonlyMap<CrisisLanguage, ReadonlySet<string>>>();

function setsOf(table: MarkerTable): ReadonlyMap<CrisisLanguage, ReadonlySet<string>> {
  let sets = markerSets.get(table);
  if (!sets) {
    sets = new Map(CRISIS_LANGUAGES.map((language) => [language, new Set(table[language] ?? [])]));
    markerSets.set(table, sets);
  }
  return sets;
}

/** How many of each language's markers a normalised text uses. */
export function markerScores(text: string, table: MarkerTable): Map<CrisisLanguage, number> {
  const sets = setsOf(table);
  const scores = new Map<CrisisLanguage, number>(CRISIS_LANGUAGES.map((language) => [language, 0]));
  for (const word of wordsOf(text)) {
    for (const [language, markers] of sets) {
      if (markers.has(word)) scores.set(language, (scores.get(language) ?? 0) + 1);
    }
  }
  return scores;
}

/** The languages with the most marker hits (several on a tie), or none when no marker is used. */
export function likelyLanguages(text: string, table: MarkerTable): CrisisLanguage[] {
  const scores = markerScores(text, table);
  const best = Math.max(...scores.values());
  return best === 0 ? [] : CRISIS_LANGUAGES.filter((language) => scores.get(language) === best);
}

/**
 * The language of a normalised message: the one whose markers it uses most. `hints` are the
 * languages whose phrases the message matched; each adds half a marker, so a message without
 * markers ("quiero morir") is answered in the language of its phrase, and a tie between marker
 * counts goes to the language the phrase was in. No markers and no hint, or a tie still, is
 * English, the language of the rest of the app.
 */
export function languageOf(
  text: string,
  table: MarkerTable,
  hints: readonly CrisisLanguage[] = [],
): CrisisLanguage {
  const scores = markerScores(text, table);
  for (const language of new Set(hints)) scores.set(language, (scores.get(language) ?? 0) + PHRASE_HINT);

  let best: CrisisLanguage = 'en';
  let bestScore = 0;
  let tied = false;
  for (const [language, score] of scores) {
    if (score > bestScore) {
      best = language;
      bestScore = score;
      tied = false;
    } else if (score === bestScore && score > 0) {
      tied = true;
    }
  }
  return tied ? 'en' : best;
}
