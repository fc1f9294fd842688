import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A real `redis-server` on a free loopback port for the store tests. `npm test` installs
 * Debian's redis-server when it can (scripts/lib/redis.mjs); where it cannot, the Redis tests
 * are skipped with a line saying why, and everything else still runs.
 */
export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];

export function findRedisServer(): string | undefined {
  const fromEnv = process.env.REDIS_SERVER_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const found = CANDIDATES.find((path) => existsSync(path));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() || undefined : undefined;
}

export const redisSkipReason = (): string | null =>
  findRedisServer()
    ? null
    : 'Redis tests skipped: no redis-server found (npm test installs Debian\u2019s redis-server as root; or set REDIS_SERVER_PATH)';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startRedisServer(port?: number): Promise<RedisServer> {
  const binary = findRedisServer();
  if (!binary) throw new Error('redis-server is not installed');
  const chosen = port ?? (await freePort());
  const child: ChildProcess = spawn(
    binary,
    [
      '--port',
      String(chosen),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--protected-mode',
      'yes',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start within 5 s')), 5_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with code ${code}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
