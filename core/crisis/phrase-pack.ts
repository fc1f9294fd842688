import type { CrisisLanguage } from './crisis-language';
import type { ConceptSet } from './concepts/concept-rule';
import type { CrisisKind } from './crisis-signals';

/**
 * How sure one matched phrase makes us. `crisis`: the message clearly signals danger, so it is
 * answered with help at once, before any provider call. `concern`: it may signal distress
 * ("I can't take this anymore", "tired of everything"); a second look decides (the provider's
 * safety check when one is configured), and when no second look can be had the visitor gets
 * help rather than a reading.
 */
export type CrisisStrength = 'crisis' | 'concern';

/** One phrase rule of a language pack: typed data with the message that proves it works. */
export interface CrisisPhrase {
  /** Stable and unique across packs, e.g. `es.suicide.quiero-morir`. */
  readonly id: string;
  readonly kind: CrisisKind;
  readonly strength: CrisisStrength;
  /**
   * Tested against the normalised message (normalize.ts): lower case, accents removed
   * (`é` → `e`, `ß` → `ss`, `ç` → `c`, `ñ` → `n`), straight apostrophes, leetspeak undone, runs
   * of one letter folded, known misspellings corrected, single spaces. Write it for that form.
   */
  readonly pattern: RegExp;
  /** A message, as a person would type it, that this rule must catch (its test). */
  readonly example: string;
}

/**
 * An everyday idiom that borrows crisis words ("this deadline is killing me", "me muero de
 * risa"). Its matches are blanked out of the normalised text before the phrases are tested.
 */
export interface IdiomGuard {
  readonly id: string;
  readonly pattern: RegExp;
  /** A harmless message this guard covers; with the guard the message must raise nothing. */
  readonly example: string;
}

/**
 * Word groups for the proximity rule, which catches phrasings that no phrase lists: within one
 * sentence, the writer speaking of themselves, a word of death or bodily harm, and a word of
 * intent, wish, plan, means, time or farewell together raise at least a `concern`. Each is a
 * regex over the normalised text with word boundaries; keep them to words that carry the
 * meaning (no idioms: those are blanked out first).
 */
export interface ProximityLexicon {
  /** The writer of the message: i, me, my, myself, i'm (yo, me, mi; je, moi, ma vie; ich, mich…). */
  readonly self: RegExp;
  /** Death, dying, not living or not being alive, ending one's life, being gone for good, harming one's body. */
  readonly harm: RegExp;
  /** Wanting, planning, preparing, means (pills, rope, bridge), a time (tonight, by then), a goodbye. */
  readonly intent: RegExp;
  /**
   * Optional: the harm words that mean injuring one's body rather than dying ("cut myself",
   * "me cortar"). Added so the rule can tell the two kinds apart without knowing any language:
   * when every harm match in a sentence is one of these, the sentence raises `self-harm`;
   * otherwise `suicide`. A pack without it always raises `suicide`.
   */
  readonly selfHarm?: RegExp;
}

export interface CrisisLanguagePack {
  readonly language: CrisisLanguage;
  /**
   * Short, frequent words that tell this language apart from the other five (articles,
   * pronouns, auxiliaries), normalised like the text. They choose the reply's language.
   */
  readonly markers: readonly string[];
  /**
   * Crisis words of this language (normalised, five letters or more) that the speller may
   * correct a one-letter slip towards: `sucide` → `suicide`, `suicido` → `suicidio`.
   */
  readonly keywords: readonly string[];
  readonly phrases: readonly CrisisPhrase[];
  readonly idioms: readonly IdiomGuard[];
  readonly proximity: ProximityLexicon;
  /** Ideas rather than wordings, for what no phrase lists (concepts/concept-rule.ts). */
  readonly concepts?: ConceptSet;
}
