import type { CrisisLanguage } from '../crisis-language';
import type { CrisisKind } from '../crisis-signals';

/**
 * A concept rule: the phrase packs list wordings, these list ideas. Each rule names the word
 * groups of one idea ("the writer" + "giving belongings away", "a partner" + "a threat if I
 * leave", "someone" + "not waking up") and raises a `concern` when every group is found in one
 * sentence. The groups are wide on purpose, so that a wording nobody wrote down still meets
 * them; the language's guard keeps fiction, history and astrology's own words for death out.
 */
export interface ConceptRule {
  /** `<language>.concept.<kind>.<name>`, unique across languages. */
  readonly id: string;
  readonly kind: CrisisKind;
  /** Regexes over the normalised text (see phrase-pack.ts), all found in one sentence. */
  readonly all: readonly RegExp[];
  /** Words that make the idea an everyday one when in the same sentence ("goodbye to my ex"). */
  readonly unless?: RegExp;
  /** A message, as a person would type it, that this rule must catch (its test). */
  readonly example: string;
}

export interface ConceptSet {
  readonly rules: readonly ConceptRule[];
  /**
   * A sentence this matches is not read by the concept rules: a novel, a film, a historical
   * death, a tarot card or a house of the chart speaks of death without anyone being in danger.
   * The phrase rules still read it, so "my character wants to die like me" is not lost.
   */
  readonly guard: RegExp;
}

/** A group as written, between word boundaries: the sources stay readable alternations. */
const group = (source: string): RegExp => new RegExp(String.raw`\b(?:${source})\b`, 'u');

/** The builders of one language's concept set, ids prefixed by language and kind. */
export function conceptBuilders(language: CrisisLanguage) {
  return {
    concept: (
      kind: CrisisKind,
      name: string,
      groups: readonly string[],
      example: string,
      unless?: string,
    ): ConceptRule => ({
      id: `${language}.concept.${kind}.${name}`,
      kind,
      all: groups.map(group),
      example,
      ...(unless === undefined ? {} : { unless: group(unless) }),
    }),
    guard: (source: string): RegExp => group(source),
  };
}
