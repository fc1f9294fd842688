// `npx tsx bench/first-visit.ts`: what a first visit to / sends over HTTP, file by file, largest first.
import { startServerProcess } from '../e2e/support/server-process';
import { measureFirstVisitWire } from './first-visit-wire';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KiB`;

const server = await startServerProcess({ LOG_LEVEL: 'error' });
try {
  const visit = await measureFirstVisitWire(server.url);
  console.info(`Accept-Encoding sent by the browser: ${visit.acceptEncoding}\n`);
  console.info('   on the wire     decoded  encoding  file');
  for (const file of [...visit.files].sort((a, b) => b.bodyBytes - a.bodyBytes)) {
    const wire = file.bodyBytes + file.headerBytes;
    console.info(`${kib(wire)} ${kib(file.decodedBytes)}  ${file.encoding.padEnd(8)}  ${file.path}`);
  }
  const headers = visit.files.reduce((total, file) => total + file.headerBytes, 0);
  console.info(
    `${kib(visit.totalBytes)} in all (${visit.totalBytes} bytes), of which ${kib(headers).trim()} headers`,
  );
} finally {
  await server.stop();
}
