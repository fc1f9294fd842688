// `npx tsx bench/first-visit.ts`: which files a first visit to / downloads, gzipped, largest first.
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../e2e/support/server-process';
import { measureFirstVisit } from './bundle-size';

const clientRoot = fileURLToPath(new URL('../dist/client', import.meta.url));
const server = await startServerProcess({ LOG_LEVEL: 'error' });
try {
  const visit = await measureFirstVisit(server.url, clientRoot);
  for (const file of [...visit.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.info(`${(file.gzipBytes / 1024).toFixed(1).padStart(7)} KiB  ${file.path}`);
  }
} finally {
  await server.stop();
}
