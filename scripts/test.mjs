// `npm test`: every check the project has: lint, formatting, types and the composers' quality
// bench (side by side), then unit and API tests, a fresh client build, then end-to-end tests in
// real Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { runLanesOrExit } from './lib/parallel.mjs';
import { ensureRedis } from './lib/redis.mjs';
import { checkNodeVersion, ensureBuild, ensureDependencies, root, runOrExit } from './lib/steps.mjs';

checkNodeVersion();
ensureDependencies();
const chromium = ensureChromium();
const redis = ensureRedis();

// Each Vitest run also writes a JSON report, so the closing line can count every test.
const resultsDir = join(root, '.test-results');
const reportFlags = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(resultsDir, `${name}.json`)}`,
];

// Each of these checks keeps one core busy, so they run in two lanes, one per core. Measured alone
// on the two-core machine: ESLint 77 s, duplicate exports 10 s, Prettier 33 s, tsc 71 s, quality
// bench 60 s; the longer lane is about 130 s of the 250 s they take in turn. (A machine already
// busy with other work gives no spare core, and then the lanes take as long as the steps in turn.)
await runLanesOrExit([
  [
    { label: 'Lint (eslint, zero warnings)', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
    {
      label: 'Lint (one exported name, one meaning)',
      command: 'node',
      args: [join(root, 'scripts', 'duplicate-exports.mjs')],
    },
    {
      label: 'Formatting (prettier --check)',
      command: 'npx',
      args: ['prettier', '--check', '.', '--log-level', 'warn'],
    },
  ],
  [
    { label: 'Typecheck (tsc --noEmit)', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
    {
      label: 'Composer quality (npm run quality: variety budget of every offline composer)',
      command: 'npx',
      args: ['tsx', 'bench/quality/run.ts'],
    },
  ],
]);
runOrExit(
  'Unit and API tests (vitest: core, server, client)',
  'npx',
  [
    'vitest',
    'run',
    ...['--project', 'core', '--project', 'server', '--project', 'client'],
    ...reportFlags('unit'),
  ],
  { env: { ...process.env, ...(redis ? { REDIS_SERVER_PATH: redis } : {}) } },
);
ensureBuild();
runOrExit(
  'End-to-end tests (vitest + playwright-core in Chromium)',
  'npx',
  ['vitest', 'run', '--project', 'e2e', ...reportFlags('e2e')],
  { env: { ...process.env, CHROMIUM_PATH: chromium } },
);

const totals = ['unit', 'e2e']
  .map((name) => JSON.parse(readFileSync(join(resultsDir, `${name}.json`), 'utf8')))
  .reduce(
    (sum, report) => ({
      passed: sum.passed + report.numPassedTests,
      failed: sum.failed + report.numFailedTests,
    }),
    { passed: 0, failed: 0 },
  );
console.info('\n✔ All checks passed.');
console.info(`${totals.passed} passed, ${totals.failed} failed`);
