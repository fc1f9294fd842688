// The crisis layer's share of `npm run quality`: recall and false alarms of the local layer,
// overall and per language, on three sets written blind to the rules: the evaluation set and
// the paraphrase set (core/crisis/evaluation), which the rules were then tuned against, and the
// held-out set (core/crisis/held-out), which nobody tunes against: its figures
// say how the layer does on phrasings it has not seen.
import { assessCrisis } from '@core/crisis/assess-crisis';
import { CRISIS_LANGUAGES } from '@core/crisis/crisis-language';
import { type CrisisEvaluationSet, measureCrisisLayer } from '@core/crisis/evaluation/measure';
import { PARAPHRASE_CRISIS_CASES, PARAPHRASE_SAFE_CASES } from '@core/crisis/evaluation/paraphrase-cases';
import { HELD_OUT_CRISIS, HELD_OUT_SAFE } from '@core/crisis/held-out/held-out-cases';

/**
 * The lines the local layer must hold on its own, with no provider behind it. Missing a person
 * in danger is the costlier error, so recall's line is high; a false alarm costs a kind message
 * with help lines, so its line is low but not zero.
 */
export const CRISIS_RECALL_FLOOR = 0.95;
export const CRISIS_FALSE_ALARM_CEILING = 0.05;
/**
 * Phrasings nobody tuned for: a regression line just under what the layer reaches today (71.8%
 * with the concept rules of ADR 0022, up from 67.6% at ADR 0018), not a goal. The concept rules
 * were tuned on the evaluation and paraphrase sets only; the held-out figure was read twice and
 * its misses never looked at. The line sits a point lower than usual because four English
 * concept groups were narrowed after that second reading (false alarms in the unit tests). The provider's check remains the second layer for what rules miss.
 */
export const HELD_OUT_RECALL_FLOOR = 0.7;

const HELD_OUT: CrisisEvaluationSet = { crisis: HELD_OUT_CRISIS, safe: HELD_OUT_SAFE };
const PARAPHRASES: CrisisEvaluationSet = { crisis: PARAPHRASE_CRISIS_CASES, safe: PARAPHRASE_SAFE_CASES };

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** Prints the figures of the three sets; false when the layer is below a line on any. */
export function reportCrisisLayer(): boolean {
  const tuned = reportSet('evaluation set (tuned against)', undefined, CRISIS_RECALL_FLOOR, true);
  const paraphrased = reportSet('paraphrase set (tuned against)', PARAPHRASES, CRISIS_RECALL_FLOOR, true);
  const heldOut = reportSet('held-out set (never tuned against)', HELD_OUT, HELD_OUT_RECALL_FLOOR, false);
  return tuned && paraphrased && heldOut;
}

function reportSet(
  name: string,
  set: CrisisEvaluationSet | undefined,
  recallFloor: number,
  listMisses: boolean,
): boolean {
  const measure = measureCrisisLayer(assessCrisis, set);
  console.info(`\ncrisis layer, ${name.padEnd(27)} recall    false alarms`);
  for (const language of CRISIS_LANGUAGES) {
    const row = measure.byLanguage[language];
    console.info(
      `  ${language.padEnd(39)} ${percent(row.recall).padStart(6)} of ${row.crisisCases}   ${percent(row.falsePositiveRate).padStart(6)} of ${row.safeCases}`,
    );
  }
  const passed = measure.recall >= recallFloor && measure.falsePositiveRate <= CRISIS_FALSE_ALARM_CEILING;
  console.info(
    `${passed ? '✔' : '✖'} all six languages                        ${percent(measure.recall).padStart(6)}          ${percent(measure.falsePositiveRate).padStart(6)}` +
      `   (lines: recall ≥ ${percent(recallFloor)}, false alarms ≤ ${percent(CRISIS_FALSE_ALARM_CEILING)})`,
  );
  // The held-out set's texts stay unprinted, so nobody tunes the rules against them by accident.
  if (listMisses) {
    for (const missed of measure.missed)
      console.info(`    missed (${missed.language}, ${missed.kind}): ${missed.text}`);
    for (const alarm of measure.falseAlarms)
      console.info(`    false alarm (${alarm.language}): ${alarm.text}`);
  } else {
    console.info(
      `    ${measure.missed.length} missed, ${measure.falseAlarms.length} false alarms (texts not printed)`,
    );
  }
  return passed;
}
