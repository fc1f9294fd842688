// `npm test`: every check the project has, in order: lint, formatting, types, unit and API
// tests, a fresh client build, then end-to-end tests in real Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
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

runOrExit('Lint (eslint, zero warnings)', 'npx', ['eslint', '.', '--max-warnings=0']);
runOrExit('Formatting (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
runOrExit('Typecheck (tsc --noEmit)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
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
runOrExit('Composer quality (npm run quality: variety budget of every offline composer)', 'npx', [
  'tsx',
  'bench/quality/run.ts',
]);
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
