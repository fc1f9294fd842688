// `npm run quality`: how much the offline composers repeat themselves, against the budget of
// docs/CONTEXT.md (under 5 % of sentences shared across readings that should differ; no
// sentence of a sign's daily reading back within 7 days). Exits non-zero when over budget.
import { composeReading } from '@core/features/reading-recipes';
import { reportCrisisLayer } from './crisis-layer';
import { chatIntentAccuracy } from '@core/features/chat/intent/chat-intent-accuracy';
import { readerOptions } from './reader-cli';
import { reportReaders } from './reader-report';
import { repetitionWithin, sharedSentenceRate } from '@core/compose/quality/sentence-stats';
import {
  type SampleGroup,
  type SampleSequence,
  calendarGroups,
  calendarSequences,
  careerGroups,
  careerSequences,
  chartGroups,
  chatGroups,
  chatSequences,
  horoscopeGroups,
  horoscopeSequences,
  tarotGroups,
  sacredGeometryGroups,
  mysticalPersonalityGroups,
  dreamGroups,
  dreamSequences,
  tarotSequences,
  sacredGeometrySequences,
  mysticalPersonalitySequences,
  angelGroups,
  angelSequences,
  wellbeingGroups,
  wellbeingSequences,
  luckGroups,
  luckSequences,
  pairGroups,
  pairSequences,
  loveGroups,
  loveSequences,
  crystalGroups,
  crystalSequences,
  yogaGroups,
  yogaSequences,
  palmistryGroups,
  palmistrySequences,
  zodiacDietGroups,
  zodiacDietSequences,
} from './samples';

const SHARED_BUDGET = 0.05;
const REPEAT_BUDGET = 0;

interface ComposerRow {
  worstShared: number;
  meanShared: number;
  groups: number;
  repeats: number;
  sentences: number;
  example?: string;
}

const rows = new Map<string, ComposerRow>();
const rowFor = (composer: string): ComposerRow => {
  const existing = rows.get(composer);
  if (existing) return existing;
  const row: ComposerRow = { worstShared: 0, meanShared: 0, groups: 0, repeats: 0, sentences: 0 };
  rows.set(composer, row);
  return row;
};

function measureGroups(groups: readonly SampleGroup[]): void {
  for (const group of groups) {
    const result = sharedSentenceRate(group.requests.map(composeReading));
    const row = rowFor(group.composer);
    row.meanShared = (row.meanShared * row.groups + result.rate) / (row.groups + 1);
    row.groups += 1;
    if (result.rate > row.worstShared) {
      row.worstShared = result.rate;
      row.example = result.examples[0] ? `${group.label}: “${result.examples[0]}”` : row.example;
    }
  }
}

function measureSequences(sequences: readonly SampleSequence[]): void {
  for (const sequence of sequences) {
    const result = repetitionWithin(sequence.requests.map(composeReading), 7);
    const row = rowFor(sequence.composer);
    row.repeats += result.repeats;
    row.sentences += result.total;
    if (result.repeats > 0 && row.example === undefined) {
      row.example = `${sequence.label}: “${result.examples[0] ?? ''}”`;
    }
  }
}

const started = performance.now();
// One line per feature in each list, so features landing side by side merge without conflict.
measureGroups([
  ...horoscopeGroups(),
  ...calendarGroups(),
  ...chartGroups(),
  ...wellbeingGroups(),
  ...luckGroups(),
  ...pairGroups(),
  ...careerGroups(),
  ...chatGroups(),
  ...loveGroups(),
  ...tarotGroups(),
  ...sacredGeometryGroups(),
  ...mysticalPersonalityGroups(),
  ...crystalGroups(),
  ...yogaGroups(),
  ...dreamGroups(),
  ...palmistryGroups(),
  ...zodiacDietGroups(),
  ...angelGroups(),
]);
measureSequences([
  ...horoscopeSequences(),
  ...calendarSequences(),
  ...wellbeingSequences(),
  ...luckSequences(),
  ...pairSequences(),
  ...careerSequences(),
  ...chatSequences(),
  ...loveSequences(),
  ...tarotSequences(),
  ...sacredGeometrySequences(),
  ...mysticalPersonalitySequences(),
  ...crystalSequences(),
  ...yogaSequences(),
  ...dreamSequences(),
  ...palmistrySequences(),
  ...zodiacDietSequences(),
  ...angelSequences(),
]);

let failures = 0;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(6);
console.info('composer                                  shared (worst / mean)   7-day repeats');
for (const [composer, row] of rows) {
  const sharedOk = row.worstShared < SHARED_BUDGET;
  const repeatsOk = row.sentences === 0 || row.repeats <= REPEAT_BUDGET;
  if (!sharedOk || !repeatsOk) failures += 1;
  const repeats =
    row.sentences === 0 ? '       n/a' : `${String(row.repeats).padStart(5)} / ${row.sentences}`;
  console.info(
    `${sharedOk && repeatsOk ? '✔' : '✖'} ${composer.padEnd(40)} ${percent(row.worstShared)} / ${percent(row.meanShared)}   ${repeats}`,
  );
  if ((!sharedOk || !repeatsOk) && row.example) console.info(`    e.g. ${row.example}`);
}
console.info(
  `\nBudget: shared < ${percent(SHARED_BUDGET).trim()} in every group; ${REPEAT_BUDGET} repeats within 7 days. ` +
    `${rows.size} composers measured in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
if (reportReaders(readerOptions(process.argv.slice(2))) > 0) {
  console.error('A returning-reader figure is worse than bench/quality/reader-baseline.json records.');
  process.exitCode = 1;
}
const intents = chatIntentAccuracy();
const intentShare = intents.correct / intents.total;
console.info(
  `\noffline chat intents: ${intents.correct} of ${intents.total} messages understood (${(intentShare * 100).toFixed(1)}%, line 95%)`,
);
for (const miss of intents.misses.slice(0, 5))
  console.info(`    “${miss.message}”: expected ${miss.expected}, got ${miss.got}`);
if (intentShare < 0.95) {
  console.error('The offline chat understands fewer than 95% of its intent test set.');
  process.exitCode = 1;
}
if (!reportCrisisLayer()) {
  console.error('The crisis layer is below its recall or false-alarm line.');
  process.exitCode = 1;
}
if (failures > 0) {
  console.error(`${failures} composer(s) over budget.`);
  process.exitCode = 1;
}
