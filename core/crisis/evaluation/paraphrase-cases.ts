/**
 * The paraphrase set: a second development set for the crisis layer, written after the
 * evaluation set and blind to the held-out set. Where the evaluation set mostly says things
 * outright, these messages say them the way people in distress often do: sideways ("everyone
 * would be better off", "I've been giving my things away"), about a friend, misspelt, without
 * accents, in slang, or inside a question about the chart. The safe messages borrow the same
 * words (idioms, fiction, history, astrology's houses of death and endings). The rules are tuned
 * against this set and the evaluation set together; the held-out set alone says how they
 * generalise.
 */
import { CRISIS_KINDS } from '../crisis-signals';
import type { CrisisLanguage } from '../crisis-language';
import type { CrisisCase, SafeCase } from './crisis-cases';
import { PARAPHRASE_DE } from './paraphrase-de';
import { PARAPHRASE_EN } from './paraphrase-en';
import { PARAPHRASE_ES } from './paraphrase-es';
import { PARAPHRASE_FR } from './paraphrase-fr';
import { PARAPHRASE_IT } from './paraphrase-it';
import { PARAPHRASE_PT } from './paraphrase-pt';
import type { ParaphraseLanguageSet } from './paraphrase-set';

const BY_LANGUAGE: Readonly<Record<CrisisLanguage, ParaphraseLanguageSet>> = {
  en: PARAPHRASE_EN,
  es: PARAPHRASE_ES,
  fr: PARAPHRASE_FR,
  pt: PARAPHRASE_PT,
  de: PARAPHRASE_DE,
  it: PARAPHRASE_IT,
};

const entries = Object.entries(BY_LANGUAGE) as [CrisisLanguage, ParaphraseLanguageSet][];

export const PARAPHRASE_CRISIS_CASES: readonly CrisisCase[] = entries.flatMap(([language, set]) =>
  CRISIS_KINDS.flatMap((kind) => set[kind].map((text) => ({ text, language, kind }))),
);

export const PARAPHRASE_SAFE_CASES: readonly SafeCase[] = entries.flatMap(([language, set]) =>
  set.safe.map((text) => ({ text, language })),
);
