import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

const findChromium = () =>
  [process.env.CHROMIUM_PATH, ...CANDIDATES].find((path) => path && existsSync(path));

/**
 * The end-to-end tests drive Debian's Chromium (Playwright cannot download its own browser
 * here). Use CHROMIUM_PATH or a system Chromium; as root with apt, install Debian's package.
 */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.info("\n▶ Installing Debian's chromium for the end-to-end tests (apt-get)");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'No Chromium found for the end-to-end tests.\n' +
      '  Install one (Debian/Ubuntu: sudo apt-get install chromium) or point CHROMIUM_PATH at a\n' +
      '  Chromium or Chrome binary, e.g. CHROMIUM_PATH=/path/to/chrome npm test',
  );
  process.exit(1);
}
