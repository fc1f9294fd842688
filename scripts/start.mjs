// `npm start`: install what is missing, build the client and the server if they changed, and
// run the compiled server (plain JavaScript: nothing is compiled at start, ADR 0011).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkNodeVersion,
  ensureBuild,
  ensureDependencies,
  ensureEnvFile,
  root,
  serverEnvironment,
} from './lib/steps.mjs';

checkNodeVersion();
ensureDependencies();
ensureEnvFile();
if (!existsSync(join(root, 'dist/server/index.js'))) {
  console.info('\nFirst start: building the app, about three minutes; later starts reuse the build.');
}
ensureBuild();

const server = spawn(process.execPath, ['dist/server/index.js'], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnvironment(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
