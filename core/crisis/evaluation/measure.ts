/**
 * Measures a crisis layer against the blind evaluation set: how many crisis messages it catches
 * (recall) and how many harmless ones it flags (false-positive rate), overall and per language.
 * Any level other than 'none' counts as flagged, since 'concern' also changes the reply.
 */
import { CRISIS_LANGUAGES, type CrisisLanguage } from '../crisis-language';
import { CRISIS_CASES, SAFE_CASES, type CrisisCase, type SafeCase } from './crisis-cases';

export type CrisisAssess = (text: string) => { level: 'crisis' | 'concern' | 'none' };

export interface LanguageMeasure {
  readonly recall: number;
  readonly falsePositiveRate: number;
  readonly crisisCases: number;
  readonly safeCases: number;
}

export interface CrisisMeasure {
  readonly recall: number;
  readonly falsePositiveRate: number;
  readonly byLanguage: Record<CrisisLanguage, LanguageMeasure>;
  readonly missed: readonly CrisisCase[];
  readonly falseAlarms: readonly SafeCase[];
}

export interface CrisisEvaluationSet {
  readonly crisis: readonly CrisisCase[];
  readonly safe: readonly SafeCase[];
}

/** Recall over no crisis cases is 1 (nothing was missed); a false-positive rate over no safe cases is 0. */
const recallOf = (caught: number, total: number): number => (total === 0 ? 1 : caught / total);
const falsePositiveRateOf = (flagged: number, total: number): number => (total === 0 ? 0 : flagged / total);

export function measureCrisisLayer(
  assess: CrisisAssess,
  set: CrisisEvaluationSet = { crisis: CRISIS_CASES, safe: SAFE_CASES },
): CrisisMeasure {
  const flags = (text: string): boolean => assess(text).level !== 'none';
  const missed = set.crisis.filter((entry) => !flags(entry.text));
  const falseAlarms = set.safe.filter((entry) => flags(entry.text));

  const byLanguage = Object.fromEntries(
    CRISIS_LANGUAGES.map((language): [CrisisLanguage, LanguageMeasure] => {
      const crisisCases = set.crisis.filter((entry) => entry.language === language).length;
      const safeCases = set.safe.filter((entry) => entry.language === language).length;
      const missedHere = missed.filter((entry) => entry.language === language).length;
      const alarmsHere = falseAlarms.filter((entry) => entry.language === language).length;
      return [
        language,
        {
          recall: recallOf(crisisCases - missedHere, crisisCases),
          falsePositiveRate: falsePositiveRateOf(alarmsHere, safeCases),
          crisisCases,
          safeCases,
        },
      ];
    }),
  ) as Record<CrisisLanguage, LanguageMeasure>;

  return {
    recall: recallOf(set.crisis.length - missed.length, set.crisis.length),
    falsePositiveRate: falsePositiveRateOf(falseAlarms.length, set.safe.length),
    byLanguage,
    missed,
    falseAlarms,
  };
}
