import type { CrisisLanguage } from '../crisis-language';
import type { CrisisKind } from '../crisis-signals';
import type { CrisisPhrase, CrisisStrength, IdiomGuard } from '../phrase-pack';

/** A pattern as written, with the `u` flag every pack's rules need. */
export const plainPattern = (source: string): RegExp => new RegExp(source, 'u');

/**
 * A pattern that forgives a dropped double letter: the normaliser folds a run of three or more
 * of one letter to one or two, and writers drop letters, so a doubled letter in the source also
 * matches a single one (`tabletten` matches `tableten`). Escapes and quantified letters stay.
 */
export const forgivingDoubles = (source: string): RegExp =>
  new RegExp(source.replace(/(?<!\\)([a-z])\1(?![?*+{])/gu, '$1$1?'), 'u');

/** The builders of one language's pack: ids prefixed by language (and kind), sources compiled once. */
export function packBuilders(language: CrisisLanguage, compile: (source: string) => RegExp = plainPattern) {
  return {
    rule: (
      kind: CrisisKind,
      strength: CrisisStrength,
      id: string,
      source: string,
      example: string,
    ): CrisisPhrase => ({
      id: `${language}.${kind}.${id}`,
      kind,
      strength,
      pattern: compile(source),
      example,
    }),
    idiom: (id: string, source: string, example: string): IdiomGuard => ({
      id: `${language}.idiom.${id}`,
      pattern: compile(source),
      example,
    }),
  };
}

/** The same, for packs that write each rule's whole id themselves (`de.suicide.suizid`). */
export function wholeIdBuilders(compile: (source: string) => RegExp = plainPattern) {
  return {
    phrase: (
      id: string,
      kind: CrisisKind,
      strength: CrisisStrength,
      source: string,
      example: string,
    ): CrisisPhrase => ({
      id,
      kind,
      strength,
      pattern: compile(source),
      example,
    }),
    idiom: (id: string, source: string, example: string): IdiomGuard => ({
      id,
      pattern: compile(source),
      example,
    }),
  };
}
