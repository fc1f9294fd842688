// Plain Node (no dependencies): these helpers run before `npm ci` has installed anything.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

export const root = new URL('../..', import.meta.url).pathname;

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(label, command, args, options) {
  console.info(`\n▶ ${label}`);
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`✖ ${label} failed (exit ${status})`);
    process.exit(status);
  }
}

export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Cosmic Guide needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
    process.exit(1);
  }
}

/** Installs the locked dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  runOrExit('Installing dependencies (npm ci)', 'npm', ['ci', '--no-audit', '--no-fund']);
}

/** Creates .env from the committed example on first run, so configuration has one obvious place. */
export function ensureEnvFile() {
  const envFile = join(root, '.env');
  if (!existsSync(envFile)) {
    copyFileSync(join(root, '.env.example'), envFile);
    console.info(
      'Created .env from .env.example (no provider key: readings come from the offline composer).',
    );
  }
}

/** The environment for the server: .env values, overridden by real environment variables. */
export function serverEnvironment() {
  const envFile = join(root, '.env');
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  return { ...fromFile, ...process.env };
}

/**
 * The two builds `npm run build` makes, each redone on its own when one of its inputs is newer
 * than what it wrote. The commands are run as they are, so a step a plugin adds inside `vite
 * build` (pre-compression, prerendering) comes along without changes here.
 */
const BUILDS = [
  {
    label: 'Building the client (vite build)',
    args: ['vite', 'build', '--logLevel', 'warn'],
    // A build from before pre-compression has no .br beside index.html: the server would send it raw.
    outputs: ['dist/client/index.html', 'dist/client/index.html.br'],
    inputs: ['src', 'core', 'public', 'tooling', 'index.html', 'vite.config.ts', 'package-lock.json'],
  },
  {
    label: 'Building the server (vite build --config vite.server.config.ts)',
    args: ['vite', 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'],
    // The place index is written last, once the bundle is out; without it the build did not finish.
    outputs: ['dist/server/index.js', 'dist/server/place-index.bin'],
    inputs: ['server', 'core', 'tooling', 'vite.server.config.ts', 'vite.config.ts', 'package-lock.json'],
  },
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** When a build last finished: its oldest output, or 0 when one is missing. */
function builtAt(outputs) {
  const paths = outputs.map((output) => join(root, output));
  return paths.every((path) => existsSync(path))
    ? Math.min(...paths.map((path) => statSync(path).mtimeMs))
    : 0;
}

/** Builds the client and the server, each when there is no build or any of its inputs changed since. */
export function ensureBuild() {
  for (const build of BUILDS) {
    const changedAt = Math.max(...build.inputs.map((input) => newestMtime(join(root, input))));
    if (builtAt(build.outputs) > changedAt) continue;
    runOrExit(build.label, 'npx', build.args);
  }
}
