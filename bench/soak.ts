// `npm run soak`: the server under abuse on loopback, phase by phase; exits non-zero past a budget.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeOpenAI } from '@server/testing/fake-openai';
import { cachedReadings } from './soak/phases/cached-readings';
import { disconnectStorm } from './soak/phases/disconnect-storm';
import { eventsBurst } from './soak/phases/events-burst';
import { hugeReplies } from './soak/phases/huge-replies';
import { hungProvider } from './soak/phases/hung-provider';
import { sharedGenerationBurst } from './soak/phases/shared-generation-burst';
import { slowClientFlood } from './soak/phases/slow-client-flood';
import { uncachedBurst } from './soak/phases/uncached-burst';
import { zoneSpellingFlood } from './soak/phases/zone-spelling-flood';
import { type Phase, runPhase } from './soak/soak-context';
import { USAGE, parseSoakOptions } from './soak/soak-options';
import { type PhaseRun, phaseTable, verdictLines, verdictsOf } from './soak/soak-report';
import { SOAK_SETTINGS } from './soak/soak-settings';

const PHASES: readonly Phase[] = [
  cachedReadings,
  uncachedBurst,
  slowClientFlood,
  eventsBurst,
  zoneSpellingFlood,
  hungProvider,
  sharedGenerationBurst,
  disconnectStorm,
  hugeReplies,
];

async function main(): Promise<void> {
  let options;
  try {
    options = parseSoakOptions(
      process.argv.slice(2),
      PHASES.map((phase) => phase.id),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : USAGE);
    process.exit(2);
  }
  const root = resolve(options.root ?? fileURLToPath(new URL('..', import.meta.url)));
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  console.info(`Soak of the server at ${root} (commit ${commit}), ${options.runs} run(s) per phase`);

  const fake = await startFakeOpenAI();
  const runs: PhaseRun[] = [];
  try {
    for (const phase of PHASES.filter((candidate) => options.phases.includes(candidate.id))) {
      for (let run = 1; run <= options.runs; run += 1) {
        const result = await runPhase(phase, { fake, settings: SOAK_SETTINGS, root });
        runs.push(result);
        console.info(`  phase ${phase.id} run ${run}: ${result.notes.join('; ')}`);
      }
    }
  } finally {
    await fake.close();
  }

  console.info(`\n${phaseTable(runs)}\n`);
  const verdicts = verdictsOf(runs);
  for (const line of verdictLines(verdicts)) console.info(line);
  const failed = verdicts.filter((verdict) => !verdict.passed).length;
  if (failed > 0) {
    console.error(`\n${failed} budget(s) exceeded.`);
    process.exit(1);
  }
  console.info('\nAll soak budgets met.');
}

await main();
