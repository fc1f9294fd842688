import type { CrisisLanguage } from './crisis-language';
import { likelyLanguages, markerTableOf } from './language-of';
import { NO_LEXICON, type NormalizerLexicon, normalizeCrisisText } from './normalize';
import type { CrisisLanguagePack } from './phrase-pack';
import { type Speller, createSpeller } from './speller';

const WORD = /\p{L}+/gu;

/**
 * What the normaliser knows, gathered from the packs: their markers and keywords, and every
 * word of their examples (which are real messages, so their words are real words: "kill",
 * "die", "no", "help" in each language). An example word the speller would correct (a test of
 * a misspelling, like "sucide") is left out, or it would stop being corrected.
 *
 * Slips are corrected only towards the keywords of the message's own language (by its
 * markers; every language's when it uses none): an English "ambulance" or "violation" is a
 * real word, not a slip for the Spanish "ambulancia" or "violacion".
 */
export function createNormalizerLexicon(packs: readonly CrisisLanguagePack[]): NormalizerLexicon {
  const keywords = packs.flatMap((pack) => pack.keywords);
  const listed = new Set([...keywords, ...packs.flatMap((pack) => pack.markers)]);
  const strictSpell = createSpeller(keywords, listed);

  const known = new Set(listed);
  for (const pack of packs) {
    for (const entry of [...pack.phrases, ...pack.idioms]) {
      for (const word of normalizeCrisisText(entry.example, NO_LEXICON).match(WORD) ?? []) {
        if (strictSpell(word) === word) known.add(word);
      }
    }
  }

  const markers = markerTableOf(packs);
  const spellers = new Map<string, Speller>();
  const spellerOf = (languages: readonly CrisisLanguage[]): Speller => {
    const key = languages.join(',');
    let speller = spellers.get(key);
    if (!speller) {
      const chosen = packs.filter((pack) => languages.includes(pack.language));
      speller = createSpeller(
        chosen.flatMap((pack) => pack.keywords),
        known,
      );
      spellers.set(key, speller);
    }
    return speller;
  };
  const everyLanguage = packs.map((pack) => pack.language);

  return {
    known,
    spellerFor: (text) => {
      const likely = likelyLanguages(text, markers);
      return spellerOf(likely.length > 0 ? likely : everyLanguage);
    },
  };
}
