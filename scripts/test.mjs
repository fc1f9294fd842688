// `npm test`: every check the project has, in order: lint, types, unit and API tests, a fresh
// client build, then end-to-end tests in real Chromium.
import { ensureChromium } from './lib/chromium.mjs';
import { checkNodeVersion, ensureClientBuild, ensureDependencies, runOrExit } from './lib/steps.mjs';

checkNodeVersion();
ensureDependencies();
const chromium = ensureChromium();

runOrExit('Lint (eslint, zero warnings)', 'npx', ['eslint', '.', '--max-warnings=0']);
runOrExit('Formatting (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
runOrExit('Typecheck (tsc --noEmit)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
runOrExit('Unit and API tests (vitest: core, server, client)', 'npx', [
  'vitest',
  'run',
  '--project',
  'core',
  '--project',
  'server',
  '--project',
  'client',
]);
ensureClientBuild();
runOrExit(
  'End-to-end tests (vitest + playwright-core in Chromium)',
  'npx',
  ['vitest', 'run', '--project', 'e2e'],
  {
    env: { ...process.env, CHROMIUM_PATH: chromium },
  },
);
console.info('\n✔ All checks passed.');
