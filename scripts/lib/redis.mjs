import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];

const findRedis = () =>
  [process.env.REDIS_SERVER_PATH, ...CANDIDATES].find((path) => path && existsSync(path));

/**
 * The shared-store tests start a real redis-server (never a shared one: their own, on a free
 * loopback port). As root with apt, install Debian's package; otherwise those tests are skipped
 * with a line saying why, and every other test still runs.
 */
export function ensureRedis() {
  const found = findRedis();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.info("\n▶ Installing Debian's redis-server for the shared-store tests (apt-get)");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    let install = spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'inherit', env });
    if (install.status !== 0) {
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      install = spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { stdio: 'inherit', env });
    }
    // The package starts a system service on port 6379; the tests use their own server instead.
    spawnSync('sh', ['-c', 'service redis-server stop >/dev/null 2>&1 || true'], { stdio: 'ignore' });
    const installed = findRedis();
    if (installed) return installed;
  }
  console.info(
    '\n⚠ redis-server is not installed and cannot be installed here: the Redis store tests will be skipped.\n' +
      '  Install it (Debian/Ubuntu: sudo apt-get install redis-server) or set REDIS_SERVER_PATH.',
  );
  return undefined;
}
