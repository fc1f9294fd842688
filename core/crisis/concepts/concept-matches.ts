import type { CrisisKind } from '../crisis-signals';
import type { ConceptRule, ConceptSet } from './concept-rule';

export interface ConceptMatch {
  readonly id: string;
  readonly kind: CrisisKind;
}

/**
 * The concept rules a text meets. A rule is first tried on the whole text, which is cheap and
 * settles most messages; only when every group is somewhere in it are the sentences read one by
 * one, since the groups must meet in a sentence that the guard lets through.
 */
export function conceptMatchesIn(
  text: string,
  sentences: readonly string[],
  concepts: ConceptSet,
): ConceptMatch[] {
  const candidates = concepts.rules.filter((rule) => rule.all.every((pattern) => pattern.test(text)));
  if (candidates.length === 0) return [];
  const readable = sentences.filter((sentence) => !concepts.guard.test(sentence));
  return candidates
    .filter((rule: ConceptRule) =>
      readable.some(
        (sentence) =>
          rule.all.every((pattern) => pattern.test(sentence)) && !(rule.unless?.test(sentence) ?? false),
      ),
    )
    .map(({ id, kind }) => ({ id, kind }));
}
