import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  /** The server's process id, for reading its memory from outside. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * How to run the server of the checkout at `root`: its compiled build (`dist/server/index.js`,
 * as `npm start` runs it), or, for an older checkout that predates the server build, its
 * TypeScript through tsx as that checkout's `npm start` did.
 */
export function serverCommand(root: string): string[] {
  const compiled = join(root, 'dist', 'server', 'index.js');
  return existsSync(compiled) ? [compiled] : ['--import', 'tsx', 'server/index.ts'];
}

/**
 * Starts the real server the way `npm start` does on a free port, and resolves once it prints
 * the address it listens on. `root` points at another checkout of the project (the soak bench
 * measures an older commit that way); callers build first (scripts/build-if-stale.mjs).
 */
export function startServerProcess(env: Record<string, string>, root = projectRoot): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, serverCommand(root), {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`The server did not start within 30 s. Output:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // The bound address (`127.0.0.1` here), or `localhost` from a checkout that predates it.
      const match = /listening on (http:\/\/(?:\[[^\]\s]+\]|[^\s:/[]+):\d+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve({
        url: match[1].replace('localhost', '127.0.0.1'),
        pid: child.pid ?? 0,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code} before listening. Output:\n${output}`));
    });
  });
}
