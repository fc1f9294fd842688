import { type CrisisAssessment, type CrisisLevel, assessCrisis } from './assess-crisis';
import type { CrisisLanguage } from './crisis-language';
import { createNormalizerLexicon } from './crisis-lexicon';
import { crisisReply } from './crisis-reply';
import type { CrisisKind } from './crisis-signals';
import { CRISIS_PACKS } from './languages';
import { type NormalizerLexicon, normalizeCrisisText } from './normalize';

let lexicon: NormalizerLexicon | undefined;

/** The message in the form the language packs read (see normalize.ts). */
export function normalizeForCrisis(message: string): string {
  lexicon ??= createNormalizerLexicon(Object.values(CRISIS_PACKS));
  return normalizeCrisisText(message, lexicon);
}

/**
 * The crisis a message may signal, or null: the kind of any assessment above `none`, concern
 * included. Kept for the callers written before assessCrisis, which tells sure from unsure.
 */
export function detectCrisis(message: string): CrisisKind | null {
  const { level, kind } = assessCrisis(message);
  return level === 'none' ? null : kind;
}

export interface CrisisHelp {
  readonly reply: string;
  readonly kind: CrisisKind;
  readonly language: CrisisLanguage;
  readonly level: Exclude<CrisisLevel, 'none'>;
}

/**
 * The help a message gets when no second look can be had (the browser, offline): for a crisis
 * or a concern, the reply for its kind in the message's language; otherwise null.
 */
export function crisisHelpFor(message: string): CrisisHelp | null {
  const assessment: CrisisAssessment = assessCrisis(message);
  if (assessment.level === 'none' || assessment.kind === null) return null;
  const { kind, language, level } = assessment;
  return { reply: crisisReply(kind, language), kind, language, level };
}
