// `npm start`: install what is missing, build the client if it changed, and run the server.
import { spawn } from 'node:child_process';
import {
  checkNodeVersion,
  ensureClientBuild,
  ensureDependencies,
  ensureEnvFile,
  root,
  serverEnvironment,
} from './lib/steps.mjs';

checkNodeVersion();
ensureDependencies();
ensureEnvFile();
ensureClientBuild();

const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnvironment(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
